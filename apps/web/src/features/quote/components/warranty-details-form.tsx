import { EARLIEST_VEHICLE_DATE, latestPlanStart } from '@kestrel/domain/purchase/purchase-dates';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/components/forms/text-field';
import { Button, buttonClasses, stepButton } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { warrantyDetailsSchema } from '../load-form-schemas';
import { vehicleReadiness } from '../quote-vehicle';
import { MissingVehicle } from './missing-vehicle';
import { StepActions } from '~/components/purchase/step-frame';
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
  const { field, formProps, busy } = useSchemaForm({
    schema: warrantyDetailsSchema,
    defaultValues: {
      planStartDate,
      purchaseDate: info.purchaseDate,
      serviceHistory: info.serviceHistory === null ? '' : info.serviceHistory ? 'yes' : 'no',
    },
    leaves: true,
    send: async (value) => {
      useVehicleInfo.getState().set({ purchaseDate: value.purchaseDate, serviceHistory: value.serviceHistory });
      useWarrantyDetails.getState().set({ planStartDate: value.planStartDate });
      await navigate('/purchase/warranty-suggestion');
    },
    onInvalid: (errors) => {
      // Spec §5: a toast as well as the message by the field.
      if (errors.planStartDate?.message === purchaseMessages.startBeforePurchase) {
        toast.error(purchaseMessages.startBeforePurchase);
      }
    },
  });

  const readiness = vehicleReadiness(vehicle);
  if (readiness !== 'ready') return <MissingVehicle readiness={readiness} />;

  const today = londonToday();
  return (
    <form {...formProps} aria-busy={undefined} className="space-y-6">
      <TextField
        {...field('planStartDate')}
        label="Plan Start Date"
        type="date"
        min={today}
        max={latestPlanStart(today)}
        hint="The day your cover begins: today or within the next 90 days."
        required
        className="sm:max-w-xs"
      />
      <TextField
        {...field('purchaseDate')}
        label="Purchase Date"
        type="date"
        min={vehicle.registeredDate || EARLIEST_VEHICLE_DATE}
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
        <Link to="/purchase/cover" className={buttonClasses('plain', stepButton)}>
          Back
        </Link>
        <Button type="submit" {...stepButton} disabled={busy}>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}
