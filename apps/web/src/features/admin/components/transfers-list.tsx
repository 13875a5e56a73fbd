import type { AdminTransfer } from '@kestrel/domain/schemas/transfers';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { groupDigits } from '@kestrel/domain/uk/numbers';
import { transferStatusLabels } from '@kestrel/domain/warranty/transfer-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TextAreaField } from '~/components/forms/text-field';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { refuseTransfer, useAdminTransfers } from '../api/transfer-actions';
import { adminSchemas } from '../load-form-schemas';
import { ActionForm } from './action-form';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, useListParams } from './list-parts';

export const transfersText: AdminPageText = {
  title: 'Transfers',
  intro:
    'Warranties their holders are passing to a vehicle’s new owner. A pending transfer waits for the new owner for 7 days; refuse it here, with a reason, when it should not go ahead. The holder and the new owner are both told.',
  loading: 'Loading the transfers…',
};

const statusOptions = [['', 'All statuses'], ...Object.entries(transferStatusLabels)] as const;

function RefuseForm({ transfer }: { transfer: AdminTransfer }) {
  const client = useQueryClient();
  const form = useSchemaForm({
    schema: adminSchemas.refuseTransfer,
    defaultValues: { reason: '' },
    send: async ({ reason }) => {
      const done = await refuseTransfer(transfer.id, reason);
      toast.success(done.message);
      await client.invalidateQueries({ queryKey: ['admin', 'transfers'] });
    },
  });
  return (
    <ActionForm title="Refuse this transfer" submit="Refuse the transfer" form={form} ends>
      <TextAreaField label="Reason (sent to both)" rows={3} required {...form.field('reason')} />
    </ActionForm>
  );
}

function TransferCard({ transfer: t }: { transfer: AdminTransfer }) {
  return (
    <article className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="transfer-row">
      <h2 className="text-lg font-bold text-navy">
        <Link to={`/admin/warranties/${t.warrantyId}`}>{t.warrantyReference}</Link> · {t.registration}
      </h2>
      <DetailList
        rows={[
          ['Status', t.statusLabel],
          ['Holder', `${t.holder.name} (${t.holder.email})`],
          ['New owner', `${t.newOwnerName} (${t.newOwnerEmail})`],
          ...(t.newOwnerAccount
            ? [['Accepted by', `${t.newOwnerAccount.name} (${t.newOwnerAccount.email})`] as [string, string]]
            : []),
          ['Sold on', `${ukLongDate(t.saleDate)} at ${groupDigits(t.saleMileage)} miles`],
          ['Started', ukLongDateAt(new Date(t.createdAt))],
          ...(t.status === 'pending'
            ? [['Link works until', ukLongDateAt(new Date(t.expiresAt))] as [string, string]]
            : []),
          ...(t.refusalReason ? [['Reason refused', t.refusalReason] as [string, string]] : []),
        ]}
      />
      {t.status === 'pending' ? <RefuseForm transfer={t} /> : null}
    </article>
  );
}

/** /admin/transfers: every warranty transfer, pending ones with the refusal form (docs/back-office.md). */
export function TransfersList() {
  const { values, setFilters } = useListParams(['status'] as const);
  const query = useAdminTransfers(values.status);
  return (
    <AdminPage title={transfersText.title} intro={transfersText.intro}>
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Status"
          value={values.status}
          options={statusOptions}
          onChange={(status) => setFilters({ status })}
        />
      </div>
      <QueryState query={query} loading={transfersText.loading}>
        {(answer) =>
          answer.transfers.length === 0 ? (
            <p className="rounded-2xl border border-line bg-white p-4">
              {values.status ? 'No transfer has this status.' : 'No warranty has been transferred yet.'}
            </p>
          ) : (
            <div className="space-y-4">
              {answer.transfers.map((t) => (
                <TransferCard key={t.id} transfer={t} />
              ))}
            </div>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
