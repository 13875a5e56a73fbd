import type { Route } from './+types/work-queue';
import { WorkQueue } from '~/features/admin/components/work-queue';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Work queue | Back office',
    description: 'Every sale by status, for staff.',
    path: location.pathname,
  });

export default function Page() {
  return <WorkQueue />;
}
