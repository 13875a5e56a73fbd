import type { Route } from './+types/outbox';
import { OutboxList } from '~/features/admin/components/outbox-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'E-mails | Back office',
    description: 'Every e-mail we send, with its delivery.',
    path: location.pathname,
  });

export default function Page() {
  return <OutboxList />;
}
