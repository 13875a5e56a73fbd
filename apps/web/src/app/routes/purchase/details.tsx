import { PendingPage } from '../pending-page';

export { meta } from '../pending-page';

/** Placeholder until the page is written (issue #5). */
export default function DetailsPage() {
  return <PendingPage />;
}
