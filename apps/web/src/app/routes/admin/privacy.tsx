import type { Route } from './+types/privacy';
import { PrivacyRequests } from '~/features/admin/components/privacy-requests';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Data requests | Back office',
    description: 'Access and erasure requests received by e-mail, phone or letter, for staff.',
    path: location.pathname,
  });

export default function Page() {
  return <PrivacyRequests />;
}
