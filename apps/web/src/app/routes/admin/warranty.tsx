import type { Route } from './+types/warranty';
import { WarrantyPage } from '~/features/admin/components/warranty-page';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Warranty | Back office',
    description: 'One sale: vehicle, customer, payments, inspection and timeline.',
    path: location.pathname,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <WarrantyPage id={params.id} />;
}
