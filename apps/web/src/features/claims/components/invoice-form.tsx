import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { garageClaim } from '../api/garage-claim-actions';
import { claimSchemas } from '../load-form-schemas';

/** The garage's invoice for the authorised repair: number, date and total with VAT. */
export function InvoiceForm({ token, onSent }: { token: string; onSent: (answer: GarageClaimAnswer) => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: claimSchemas.invoice,
    defaultValues: { number: '', date: '', amount: '' },
    send: async (value) => {
      onSent(await garageClaim.invoice(token, value));
      toast.success('Thank you: we have your invoice and will pay what we authorised.');
    },
  });
  return (
    <form {...formProps} className="space-y-4" aria-label="Your invoice">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Invoice number" autoComplete="off" maxLength={50} required {...field('number')} />
        <TextField label="Invoice date" type="date" max={londonToday()} required {...field('date')} />
        <TextField label="Total with VAT (£)" inputMode="decimal" autoComplete="off" required {...field('amount')} />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send the invoice'}
      </Button>
    </form>
  );
}
