import type { Route } from './+types/customer';
import { CustomerPage } from '~/features/admin/components/customer-page';
import { pageMeta } from '~/lib/meta';

// No canonical path: one prerendered frame answers every record's address (docs/decisions/0008),
// and the back office is never indexed.
export const meta = () =>
  pageMeta({
    title: 'Customer | Back office',
    description: 'One customer: details, warranties and payments.',
  });

export default function Page({ params }: Route.ComponentProps) {
  return <CustomerPage id={params.id} />;
}
