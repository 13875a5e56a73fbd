import type { Route } from './+types/transfers';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { TransfersList, transfersText } from '~/features/admin/components/transfers-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Transfers | Back office',
    description: 'Warranty transfers to new owners, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(transfersText);

export default function Page() {
  return <TransfersList />;
}
