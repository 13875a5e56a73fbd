import { londonToday } from '@kestrel/domain/uk/london-date';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/components/forms/text-field';
import { useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { loadRules, warmRules } from '../load-rules';
import { vehicleReadiness } from '../quote-vehicle';
import { MissingVehicle } from './missing-vehicle';
import { primaryButton, secondaryButton, StepActions } from './step-frame';
import { YesNoField } from './yes-no-field';

/**
 * Step 3 (spec §2, §5): when cover starts, when the customer bought the vehicle, and whether it
 * has a service history. Kept in warrantyDetails and vehicleInfo (spec §3), then the quote.
 */
export function WarrantyDetailsForm() {
  const vehicle = useVehicleDetails((s) => s.value);
  const info = useVehicleInfo((s) => s.value);
  const planStartDate = useWarrantyDetails((s) => s.value.planStartDate);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { values, field, showErrors, formRef } = useForm({
    planStartDate,
    purchaseDate: info.purchaseDate,
    serviceHistory: info.serviceHistory === null ? '' : info.serviceHistory ? 'yes' : 'no',
  });

  const readiness = vehicleReadiness(vehicle);
  if (readiness !== 'ready') return <MissingVehicle readiness={readiness} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const rules = await loadRules();
    if (!rules) return setBusy(false);
    const verdict = rules.checkWarrantyDetails(values, londonToday());
    if (!verdict.ok) {
      showErrors(verdict.errors);
      if (verdict.toast) toast.error(verdict.toast);
      return setBusy(false);
    }
    showErrors({});
    useVehicleInfo
      .getState()
      .set({ purchaseDate: verdict.value.purchaseDate, serviceHistory: verdict.value.serviceHistory });
    useWarrantyDetails.getState().set({ planStartDate: verdict.value.planStartDate });
    await navigate('/purchase/warranty-suggestion');
  }

  const today = londonToday();
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} onFocus={warmRules} className="space-y-6">
      <TextField
        {...field('planStartDate')}
        label="Plan Start Date"
        type="date"
        min={today}
        hint="The day your cover begins: today or within the next 90 days."
        required
        className="sm:max-w-xs"
      />
      <TextField
        {...field('purchaseDate')}
        label="Purchase Date"
        type="date"
        max={today}
        hint="The day you bought the vehicle."
        required
        className="sm:max-w-xs"
      />
      <YesNoField
        {...field('serviceHistory')}
        legend="Service History"
        hint="Has the vehicle been serviced in line with the manufacturer's schedule?"
      />
      <StepActions>
        <Link to="/purchase/cover" className={secondaryButton}>
          Back
        </Link>
        <button type="submit" disabled={busy} className={primaryButton}>
          Continue
        </button>
      </StepActions>
    </form>
  );
}
