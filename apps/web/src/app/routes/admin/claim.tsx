import type { Route } from './+types/claim';
import { AdminClaimPage } from '~/features/admin/components/claim-page';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Claim | Back office',
    description: 'One claim: the estimate, the assessment and the decisions.',
    path: location.pathname,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <AdminClaimPage id={params.id} />;
}
