import type { Route } from './+types/customer';
import { CustomerPage } from '~/features/admin/components/customer-page';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Customer | Back office',
    description: 'One customer: details, warranties and payments.',
    path: location.pathname,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <CustomerPage id={params.id} />;
}
