import type { Route } from './+types/customer';
import { CustomerPage, customerLoading } from '~/features/admin/components/customer-page';
import { pageMeta } from '~/lib/meta';
import { loadingFrame } from '~/lib/page-frame';

// No canonical path: one prerendered frame answers every record's address (docs/decisions/0008),
// and the back office is never indexed.
export const meta = () =>
  pageMeta({
    title: 'Customer | Back office',
    description: 'One customer: details, warranties and payments.',
  });

export const handle = loadingFrame(customerLoading);

export default function Page({ params }: Route.ComponentProps) {
  return <CustomerPage id={params.id} />;
}
