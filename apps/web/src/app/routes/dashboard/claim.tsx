import type { Route } from './+types/claim';
import { ClaimPage, claimPageFrame } from '~/features/claims/components/claim-page';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ title: 'Your claim', description: 'Where your claim stands, and its timeline.' });

export const handle = claimPageFrame;

/** DESIGN §8.1: one of the customer's claims. */
export default function ClaimRoute({ params }: Route.ComponentProps) {
  return <ClaimPage id={params.id} />;
}
