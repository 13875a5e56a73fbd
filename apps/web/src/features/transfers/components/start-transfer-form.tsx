import { londonToday } from '@kestrel/domain/uk/london-date';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { queryKeys } from '~/lib/query-keys';
import { toast } from '~/lib/toast';
import { startTransfer } from '../api/transfers';
import { transferSchemas } from '../load-form-schemas';

/** The sale and the new owner: checked by the shared schema, then by the server's transfer rules. */
export function StartTransferForm({ warrantyId, startDate }: { warrantyId: string; startDate: string }) {
  const client = useQueryClient();
  const { field, formProps, busy } = useSchemaForm({
    schema: transferSchemas.start,
    defaultValues: { saleDate: '', saleMileage: '', newOwnerName: '', newOwnerEmail: '' },
    send: async (value) => {
      const done = await startTransfer(warrantyId, value);
      toast.success(done.message);
      await client.invalidateQueries({ queryKey: queryKeys.transfers.ofWarranty(warrantyId) });
    },
  });
  return (
    <form {...formProps} className="space-y-4" aria-label="Transfer to a new owner">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date you sold the vehicle"
          type="date"
          min={startDate}
          max={londonToday()}
          required
          {...field('saleDate')}
        />
        <TextField
          label="Mileage at the sale"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...field('saleMileage')}
        />
        <TextField
          label="New owner's full name"
          autoComplete="off"
          maxLength={100}
          required
          {...field('newOwnerName')}
        />
        <TextField
          label="New owner's email"
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          {...field('newOwnerEmail')}
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send the new owner the link'}
      </Button>
    </form>
  );
}
