import type { Route } from './+types/customers';
import { CustomerList } from '~/features/admin/components/customer-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ title: 'Customers | Back office', description: 'Every customer, for staff.', path: location.pathname });

export default function Page() {
  return <CustomerList />;
}
