import type { Route } from './+types/monthly-plans';
import { MonthlyPlansList } from '~/features/admin/components/monthly-plans-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Monthly plans | Back office',
    description: 'Warranties paid monthly by Direct Debit: arrears, suspended and cancelled.',
    path: location.pathname,
  });

export default function Page() {
  return <MonthlyPlansList />;
}
