import type { Route } from './+types/warranty';
import { WarrantyPage, warrantyLoading } from '~/features/admin/components/warranty-page';
import { pageMeta } from '~/lib/meta';
import { loadingFrame } from '~/lib/page-frame';

// No canonical path: one prerendered frame answers every record's address (docs/decisions/0008),
// and the back office is never indexed.
export const meta = () =>
  pageMeta({
    title: 'Warranty | Back office',
    description: 'One sale: vehicle, customer, payments, inspection and timeline.',
  });

export const handle = loadingFrame(warrantyLoading);

export default function Page({ params }: Route.ComponentProps) {
  return <WarrantyPage id={params.id} />;
}
