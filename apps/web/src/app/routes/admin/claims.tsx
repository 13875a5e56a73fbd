import type { Route } from './+types/claims';
import { ClaimsQueue } from '~/features/admin/components/claims-queue';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ title: 'Claims | Back office', description: 'The claims queue, for staff.', path: location.pathname });

export default function Page() {
  return <ClaimsQueue />;
}
