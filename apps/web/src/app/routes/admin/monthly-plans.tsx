import type { Route } from './+types/monthly-plans';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { MonthlyPlansList, monthlyPlansText } from '~/features/admin/components/monthly-plans-list';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Monthly plans | Back office',
    description: 'Warranties paid monthly by Direct Debit: arrears, suspended and cancelled.',
    path: location.pathname,
  });

export const handle = adminFrame(monthlyPlansText);

export default function Page() {
  return <MonthlyPlansList />;
}
