import { ClaimsPage, claimsPageFrame } from '~/features/claims/components/claims-page';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Claims', description: 'Your claims, and the warranties you can claim on.' });

export const handle = claimsPageFrame;

/** DESIGN §8.1: the dashboard's Claims page (needs a session). */
export default function ClaimsRoute() {
  return <ClaimsPage />;
}
