import { useMutation } from '@tanstack/react-query';
import type { OutboxItem } from '@kestrel/domain/schemas/admin';
import { Button } from '~/components/ui/button';
import { td } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { QueryState } from '~/components/ui/query-state';
import { useOutbox } from '../api/get-outbox';
import { outboxActions } from '../api/outbox-actions';
import { ukDateTime } from '../format';
import { AdminPage, type AdminPageText } from './admin-frame';
import { PagedTable, StatusAndSearch, StatusTag, useListParams } from './list-parts';

const statusWords: Record<OutboxItem['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held after a restore',
};
const tones = { pending: 'waiting', sending: 'waiting', sent: 'good', failed: 'bad', held: 'bad' } as const;
const statusOptions = [['', 'All e-mails'], ...Object.entries(statusWords)] as const;

function OutboxRow({ email, onResend, onRelease }: { email: OutboxItem; onResend: () => void; onRelease: () => void }) {
  const about = (
    <span className="sr-only">
      {' '}
      “{email.subject}” to {email.to}
    </span>
  );
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{ukDateTime(email.createdAt)}</td>
      <td className={`${td} break-all`}>{email.to}</td>
      <td className={td}>
        <details>
          <summary className="cursor-pointer font-semibold text-navy">{email.subject}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-surface p-3 font-sans text-sm whitespace-pre-wrap">
            {email.text}
          </pre>
        </details>
      </td>
      <td className={td}>
        <StatusTag tone={tones[email.status]}>{statusWords[email.status]}</StatusTag>
        {email.sentAt ? <span className="block text-sm text-muted">{ukDateTime(email.sentAt)}</span> : null}
      </td>
      <td className={td}>
        {email.attempts}
        {email.lastError ? <span className="block text-sm break-words text-danger">{email.lastError}</span> : null}
      </td>
      <td className={td}>
        {email.status === 'failed' ? (
          <Button variant="outline" onClick={onResend}>
            Resend
            {about}
          </Button>
        ) : null}
        {email.status === 'held' ? (
          <Button variant="outline" onClick={onRelease}>
            Release
            {about}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

export const outboxText: AdminPageText = {
  title: 'E-mails',
  intro:
    'Every e-mail the site sends goes through this outbox. One that failed can be sent again. After a restore of the database, e-mails queued before it are held: release one only once you know it did not go.',
  loading: 'Loading e-mails…',
};

/**
 * /admin/outbox: every e-mail we send, sent or waiting, with a resend for one that failed and a
 * release for one held after a restore of the database.
 */
export function OutboxList() {
  const { values, page, setFilters } = useListParams(['status', 'to'] as const);
  const query = useOutbox({ status: values.status, to: values.to, page });
  const resend = useMutation({
    mutationFn: (email: OutboxItem) => outboxActions.resend(email.id),
    onSuccess: (_answer, email) => {
      toast.success(`“${email.subject}” is queued to send again.`);
      void query.refetch();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const release = useMutation({
    mutationFn: (email: OutboxItem) => outboxActions.release(email.id),
    onSuccess: (_answer, email) => {
      toast.success(`“${email.subject}” is released and will be sent.`);
      void query.refetch();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <AdminPage title={outboxText.title} intro={outboxText.intro}>
      <StatusAndSearch
        status={{ value: values.status, options: statusOptions, onChange: (status) => setFilters({ status }) }}
        search={{
          label: 'Recipient',
          hint: 'All or part of an email address',
          value: values.to,
          onSearch: (to) => setFilters({ to }),
        }}
      />
      <QueryState query={query} loading={outboxText.loading}>
        {(answer) => (
          <PagedTable
            answer={answer}
            caption="E-mails, newest first"
            columns={['Queued', 'To', 'Subject', 'Status', 'Attempts', 'Action']}
            empty={values.status || values.to ? 'No e-mail matches.' : 'No e-mails yet.'}
            minWidth="min-w-[56rem]"
          >
            {answer.items.map((email) => (
              <OutboxRow
                key={email.id}
                email={email}
                onResend={() => resend.mutate(email)}
                onRelease={() => release.mutate(email)}
              />
            ))}
          </PagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
