import { safeToDriveLabels, warningLightLabels } from '@kestrel/domain/claims/claim-report';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SelectField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { ApiError, errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { refreshClaimWarranties } from '../api/get-warranties-in-force';
import { myClaims } from '../api/my-claim-actions';
import { claimSchemas } from '../load-form-schemas';
import { VatNumberField } from '~/components/claims/vat-number-field';

/** The garage's details, in the order asked (the name is the only one the browser may fill in). */
const garageFields = [
  { key: 'name', label: 'Garage name', autoComplete: 'organization', maxLength: 120 },
  { key: 'phone', label: 'Phone', type: 'tel', maxLength: 20 },
  { key: 'address', label: 'Address', maxLength: 200 },
  { key: 'postcode', label: 'Postcode', maxLength: 10 },
  { key: 'email', label: 'Email', type: 'email', maxLength: 254 },
] as const;

/**
 * The customer's claim (DESIGN §8.1): what happened and when, the mileage, whether it is safe to
 * drive, warning lights, and the garage. Each field is checked by the shared schema; whether the
 * warranty and the fault may claim is the server's answer, shown on the field it concerns.
 */
export function NewClaimForm({ warrantyId, onRefused }: { warrantyId: string; onRefused: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { form, field, formProps, busy } = useSchemaForm({
    schema: claimSchemas.makeClaim,
    leaves: true,
    onRefused: (error) => {
      toast.error(errorMessage(error));
      // Refused on the warranty itself (a claim already in progress, say): read it again, so the page
      // can point to that claim.
      if (error instanceof ApiError && error.fields.warranty) {
        refreshClaimWarranties(client, warrantyId);
        onRefused();
      }
    },
    defaultValues: {
      whatHappened: '',
      faultDate: '',
      mileage: '',
      garage: { name: '', address: '', postcode: '', phone: '', email: '', vatNumber: '' },
    },
    send: async (value) => {
      const { claim } = await myClaims.make(warrantyId, value);
      refreshClaimWarranties(client, warrantyId);
      toast.success(`Claim ${claim.reference} made. We have e-mailed the garage a link for its estimate.`);
      void navigate(`/dashboard/claims/${claim.id}`);
    },
  });
  // A refusal of the warranty itself (not in force, a claim already open) has no field of its own.
  const warrantyError = (form.formState.errors as Record<string, { message?: string } | undefined>).warranty?.message;

  return (
    <form {...formProps} className="space-y-6" aria-label="Make a claim">
      {warrantyError ? (
        <p role="alert" className="rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger">
          {warrantyError}
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-navy">What happened</legend>
        <TextAreaField
          label="What happened"
          hint="What you noticed, what the vehicle did, and anything you heard or smelt"
          rows={5}
          required
          {...field('whatHappened')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date of the fault" type="date" max={londonToday()} required {...field('faultDate')} />
          <TextField
            label="Mileage when it happened"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            required
            {...field('mileage')}
          />
        </div>
        <SelectField
          label="Is the vehicle safe to drive?"
          options={safeToDriveLabels}
          required
          {...field('safeToDrive')}
        />
        <SelectField
          label="Did any warning lights come on?"
          options={warningLightLabels}
          required
          {...field('warningLights')}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-navy">The garage</legend>
        <p className="text-muted">
          The garage of your choice diagnoses the fault and sends us its estimate; we add VAT to what we pay when it is
          VAT-registered. Please ask it not to start the repair until we have authorised it.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {garageFields.map(({ key, ...input }) => (
            <TextField key={key} autoComplete="off" required {...input} {...field(`garage.${key}`)} />
          ))}
          <VatNumberField
            label="VAT registration number (optional)"
            hint="For example GB 980 7806 84"
            {...field('garage.vatNumber')}
          />
        </div>
      </fieldset>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send my claim'}
      </Button>
    </form>
  );
}
