import type { Route } from './+types/complaints';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { ComplaintsQueue, complaintsQueueText } from '~/features/admin/components/complaints-queue';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Complaints | Back office',
    description: 'The complaints queue, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(complaintsQueueText);

export default function Page() {
  return <ComplaintsQueue />;
}
