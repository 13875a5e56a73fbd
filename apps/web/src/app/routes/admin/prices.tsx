import type { Route } from './+types/prices';
import { PricesEditor } from '~/features/admin/prices/prices-editor';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Prices | Back office',
    description: 'The rate tables and plans, versioned.',
    path: location.pathname,
  });

export default function Page() {
  return <PricesEditor />;
}
