import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, stepButton } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { checkRegistration } from '../api/check-registration';
import { vehicleSchemas } from '../load-form-schemas';
import { rememberRegistration } from '../stored-vehicle';
import { pageAfterVehicleStep } from '../vehicle-text';
import { MileageField, RegistrationField, StepButtons } from './vehicle-form-parts';

export type VehicleStepValues = { reg_num: string; mileage: string };

/**
 * Step 1 (spec §2, §5): registration and mileage, both required, checked by the shared schemas,
 * then by the server (a live warranty already covering the vehicle is refused there, and so is a
 * vehicle the DVSA's MOT record rules out: DESIGN §8.3, its message under the field it concerns).
 */
export function VehicleStepForm({ initial }: { initial: VehicleStepValues }) {
  const navigate = useNavigate();
  // A refusal: the server's message in a toast (spec §8), its field error under the registration.
  const { field, formProps, busy } = useSchemaForm({
    schema: vehicleSchemas.step,
    defaultValues: initial,
    leaves: true,
    send: async (value) => {
      const answer = await checkRegistration(value.reg_num, value.mileage);
      rememberRegistration(answer.reg_num, value.mileage);
      void navigate(pageAfterVehicleStep());
    },
  });

  return (
    <form {...formProps} className="space-y-5">
      <RegistrationField hint="The number plate, for example AB12 CDE" {...field('reg_num')} />
      <MileageField hint="The miles on the clock today, for example 45000" {...field('mileage')} />
      <StepButtons>
        <Button type="submit" {...stepButton} disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </Button>
        <Link to="/purchase/find-registration" className={buttonClasses('plain', stepButton)}>
          I Don&apos;t Know My Registration
        </Link>
      </StepButtons>
    </form>
  );
}
