import type { Route } from './+types/work-queue';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { WorkQueue, workQueueText } from '~/features/admin/components/work-queue';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Work queue | Back office',
    description: 'Every sale by status, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(workQueueText);

export default function Page() {
  return <WorkQueue />;
}
