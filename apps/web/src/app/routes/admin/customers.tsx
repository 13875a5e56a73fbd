import type { Route } from './+types/customers';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { CustomerList, customersText } from '~/features/admin/components/customer-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ title: 'Customers | Back office', description: 'Every customer, for staff.', path: location.pathname });

export const handle = adminFrame(customersText);

export default function Page() {
  return <CustomerList />;
}
