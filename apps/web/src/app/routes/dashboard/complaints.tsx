import { ComplaintsPage, complaintsPageFrame } from '~/features/complaints/components/complaints-page';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Complaints', description: 'Your complaints, where each stands, and how to make one.' });

export const handle = complaintsPageFrame;

/** Issue #36: the dashboard's Complaints page (needs a session). */
export default function ComplaintsRoute() {
  return <ComplaintsPage />;
}
