import type { Route } from './+types/enquiries';
import { EnquiriesInbox } from '~/features/admin/components/enquiries-inbox';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Enquiries | Back office',
    description: 'Enquiries from the contact form, for staff.',
    path: location.pathname,
  });

export default function Page() {
  return <EnquiriesInbox />;
}
