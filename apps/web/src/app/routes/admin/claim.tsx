import type { Route } from './+types/claim';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { AdminClaimPage, adminClaimText } from '~/features/admin/components/claim-page';
import { pageMeta } from '~/lib/meta';

// No canonical path: one prerendered frame answers every record's address (docs/decisions/0008),
// and the back office is never indexed.
export const meta = () =>
  pageMeta({
    title: 'Claim | Back office',
    description: 'One claim: the estimate, the assessment and the decisions.',
  });

export const handle = adminFrame(adminClaimText);

export default function Page({ params }: Route.ComponentProps) {
  return <AdminClaimPage id={params.id} />;
}
