import type { Route } from './+types/audit';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { AuditLog, auditLogText } from '~/features/admin/components/audit-log';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Audit log | Back office',
    description: 'Every staff action, who and when.',
    path: location.pathname,
  });

export const handle = adminFrame(auditLogText);

export default function Page() {
  return <AuditLog />;
}
