import type { Route } from './+types/payments-audit';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { PaymentsAudit, paymentsAuditText } from '~/features/admin/components/payments-audit';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Payments audit | Back office',
    description: "PayPal's payments that our orders do not account for.",
    path: location.pathname,
  });

export const handle = adminFrame(paymentsAuditText);

export default function Page() {
  return <PaymentsAudit />;
}
