import type { Route } from './+types/outbox';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { OutboxList, outboxText } from '~/features/admin/components/outbox-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'E-mails | Back office',
    description: 'Every e-mail we send, with its delivery.',
    path: location.pathname,
  });

export const handle = adminFrame(outboxText);

export default function Page() {
  return <OutboxList />;
}
