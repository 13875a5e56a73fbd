import { failureCauseLabels, partCodes, partLabel, type FailureCause } from '@kestrel/domain/claims/estimate';
import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { garageClaim } from '../api/garage-claim-actions';
import { emptyEstimateLine, type EstimateFormLine } from '../estimate-lines';
import { claimSchemas } from '../load-form-schemas';
import { VatNumberField } from '~/components/claims/vat-number-field';
import { EstimateRunningTotal } from './estimate-running-total';

const kindOptions = [
  { value: 'part', label: 'Part' },
  { value: 'labour', label: 'Labour' },
  { value: 'diagnosis', label: 'Diagnosis' },
  { value: 'car-hire', label: 'Car hire' },
  { value: 'onward-travel', label: 'Onward travel or a night’s stay' },
];
const partOptions = partCodes.map((code) => ({ value: code, label: partLabel(code) }));
const causeOptions = (Object.keys(failureCauseLabels) as FailureCause[]).map((cause) => ({
  value: cause,
  label: failureCauseLabels[cause],
}));
const money = { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } as const;
const count = { inputMode: 'decimal', autoComplete: 'off', maxLength: 6 } as const;

/**
 * The garage's diagnosis and itemised estimate (DESIGN §8.1 "The garage"): one row per line, as a
 * field array; each row's kind decides its fields. Money in pounds before VAT; sent in pence.
 */
export function EstimateForm({
  token,
  claimLimitLeft,
  onSent,
}: {
  token: string;
  /** Pence, VAT included: the claim limit left for this claim, which the running total compares with. */
  claimLimitLeft: number;
  onSent: (answer: GarageClaimAnswer) => void;
}) {
  const { form, field, formProps, busy } = useSchemaForm({
    schema: claimSchemas.estimate,
    defaultValues: { diagnosis: '', vatNumber: '', lines: [emptyEstimateLine('part'), emptyEstimateLine('labour')] },
    send: async (value) => {
      onSent(await garageClaim.estimate(token, value));
      toast.success('Thank you: your estimate is with our claims team.');
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const rows: EstimateFormLine[] = form.watch('lines');
  const kinds = rows.map((line) => line.kind);
  const linesError = (form.formState.errors.lines as { message?: string } | undefined)?.message;

  return (
    <form {...formProps} className="space-y-5" aria-label="Your estimate">
      <TextAreaField
        label="Your diagnosis"
        hint="What failed, and why"
        maxLength={4000}
        required
        {...field('diagnosis')}
      />
      <VatNumberField
        label="Your VAT registration number"
        hint="Leave empty if the garage is not VAT-registered: no VAT is then added"
        {...field('vatNumber')}
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-navy">The lines of the estimate (before VAT)</legend>
        {linesError ? <p className="font-medium text-danger">{linesError}</p> : null}
        {lines.fields.map((row, i) => {
          const kind = kinds[i] ?? 'part';
          const name = <K extends keyof EstimateFormLine>(key: K) => `lines.${i}.${key}` as const;
          return (
            <fieldset key={row.id} className="space-y-3 rounded-xl border border-line p-4" data-testid="estimate-line">
              <legend className="px-1 font-semibold text-navy">Line {i + 1}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField label="Kind of line" options={kindOptions} {...field(name('kind'))} />
                <TextField label="Description" autoComplete="off" maxLength={200} {...field(name('description'))} />
                {kind === 'part' || kind === 'labour' ? (
                  <>
                    <SelectField
                      label={kind === 'part' ? 'Part' : 'Part the labour is for'}
                      placeholder="Choose the part"
                      options={partOptions}
                      {...field(name('part'))}
                    />
                    <SelectField
                      label="Cause"
                      placeholder="Choose the cause"
                      options={causeOptions}
                      {...field(name('cause'))}
                    />
                  </>
                ) : null}
                {kind === 'part' ? (
                  <>
                    <TextField label="Quantity" {...count} {...field(name('quantity'))} />
                    <TextField label="Price of one (£)" {...money} {...field(name('unitPrice'))} />
                  </>
                ) : null}
                {kind === 'labour' || kind === 'diagnosis' ? (
                  <>
                    <TextField label="Hours" hint="For example 1.5" {...count} {...field(name('hours'))} />
                    <TextField label="Rate an hour (£)" {...money} {...field(name('ratePerHour'))} />
                  </>
                ) : null}
                {kind === 'car-hire' ? (
                  <>
                    <TextField label="Days" {...count} {...field(name('days'))} />
                    <TextField label="Rate a day (£)" {...money} {...field(name('ratePerDay'))} />
                  </>
                ) : null}
                {kind === 'onward-travel' ? (
                  <TextField label="Amount (£)" {...money} {...field(name('amount'))} />
                ) : null}
              </div>
              {lines.fields.length > 1 ? (
                <Button variant="plain" onClick={() => lines.remove(i)}>
                  Remove line {i + 1}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <Button
          variant="outline"
          onClick={() => lines.append(emptyEstimateLine('part'))}
          disabled={lines.fields.length >= 50}
        >
          Add a line
        </Button>
      </fieldset>
      <EstimateRunningTotal lines={rows} vatNumber={form.watch('vatNumber') ?? ''} claimLimitLeft={claimLimitLeft} />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send the estimate'}
      </Button>
    </form>
  );
}
