import type { Route } from './+types/enquiries';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { EnquiriesInbox, enquiriesText } from '~/features/admin/components/enquiries-inbox';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Enquiries | Back office',
    description: 'Enquiries from the contact form, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(enquiriesText);

export default function Page() {
  return <EnquiriesInbox />;
}
