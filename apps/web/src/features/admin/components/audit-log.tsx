import type { AuditEntry } from '@kestrel/domain/schemas/admin';
import { Link, useLocation } from 'react-router';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useAuditLog } from '../api/get-audit-log';
import { auditActionLabel, auditChanges } from '../audit-text';
import { ukDateTime } from '../format';
import { AdminPage, type AdminPageText } from './admin-frame';
import { useListParams } from './list-parts';
import { ChangeList } from './warranty-timeline';
import { buttonClasses } from '~/components/ui/button';

const AUDIT_PAGE_SIZE = 50;

function Subject({ entry }: { entry: AuditEntry }) {
  if (entry.subjectType === 'warranty' && entry.subjectId) {
    return (
      <Link to={`/admin/warranties/${entry.subjectId}`} className="text-teal-700 underline">
        Warranty
      </Link>
    );
  }
  const names: Record<string, string> = {
    enquiry: 'Enquiry',
    email: 'E-mail',
    rates: 'Prices',
    customer: 'Customer',
    staff: 'Staff',
  };
  const name = names[entry.subjectType] ?? entry.subjectType;
  return <>{entry.subjectType === 'rates' && entry.subjectId ? `${name}, version ${entry.subjectId}` : name}</>;
}

export const auditLogText: AdminPageText = {
  title: 'Audit log',
  intro: 'Every action staff take, newest first. Entries are never changed or removed.',
  loading: 'Loading the audit log…',
};

/** /admin/audit: every staff action, newest first: who, what, when, before and after (append-only). */
export function AuditLog() {
  const { page } = useListParams([] as const);
  const { pathname } = useLocation();
  const query = useAuditLog(page);
  return (
    <AdminPage title={auditLogText.title} intro={auditLogText.intro}>
      <QueryState query={query} loading={auditLogText.loading}>
        {(answer) => (
          <>
            <DataTable
              caption="Staff actions, newest first"
              columns={['When', 'Who', 'Action', 'Subject', 'Change']}
              empty="No staff action yet."
              minWidth="min-w-[56rem]"
            >
              {answer.entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td className={`${td} whitespace-nowrap`}>{ukDateTime(entry.at)}</td>
                  <td className={td}>
                    {entry.actor ? (
                      <>
                        {entry.actor.name}
                        <span className="block text-sm break-all text-muted">{entry.actor.email}</span>
                      </>
                    ) : (
                      'The system'
                    )}
                  </td>
                  <td className={`${td} font-semibold`}>{auditActionLabel(entry.action)}</td>
                  <td className={td}>
                    <Subject entry={entry} />
                  </td>
                  <td className={td}>
                    <ChangeList changes={auditChanges(entry)} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <nav aria-label="Pages" className="flex gap-2">
              {page > 1 ? (
                <Link to={`${pathname}?page=${page - 1}`} className={buttonClasses('outline')}>
                  Newer entries
                </Link>
              ) : null}
              {answer.entries.length === AUDIT_PAGE_SIZE ? (
                <Link to={`${pathname}?page=${page + 1}`} className={buttonClasses('outline')}>
                  Older entries
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
