import type { Route } from './+types/privacy';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { PrivacyRequests, privacyRequestsText } from '~/features/admin/components/privacy-requests';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Data requests | Back office',
    description: 'Access and erasure requests received by e-mail, phone or letter, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(privacyRequestsText);

export default function Page() {
  return <PrivacyRequests />;
}
