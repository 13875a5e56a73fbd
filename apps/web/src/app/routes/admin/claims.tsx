import type { Route } from './+types/claims';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { ClaimsQueue, claimsQueueText } from '~/features/admin/components/claims-queue';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ title: 'Claims | Back office', description: 'The claims queue, for staff.', path: location.pathname });

export const handle = adminFrame(claimsQueueText);

export default function Page() {
  return <ClaimsQueue />;
}
