import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/components/forms/text-field';
import { useForm } from '~/lib/use-form';
import { useMakes, useModels, type ListState } from '../hooks/use-vehicle-catalogue';
import { loadValidators, warmValidators } from '../load-validators';
import { rememberChosenVehicle } from '../stored-vehicle';
import { pageAfterVehicleStep } from '../vehicle-text';
import { SelectField } from './choice-fields';
import { primaryButton, secondaryButton } from './vehicle-step-card';

export type ChosenVehicleValues = { chosen_make: string; chosen_model: string; mileage: string };

const optionsOf = (state: ListState) =>
  state.status === 'ready' ? state.items.map((item) => ({ value: item, label: item })) : [];

function RetryLine({ state, retry }: { state: ListState; retry: () => void }) {
  if (state.status !== 'failed') return null;
  return (
    <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-danger">
      <p>{state.message}</p>
      <button type="button" onClick={retry} className={`${secondaryButton} sm:w-auto`}>
        Try again
      </button>
    </div>
  );
}

/** /purchase/find-registration (spec §2): make, then one of its models, and the mileage. */
export function FindRegistrationForm({ initial }: { initial: ChosenVehicleValues }) {
  const navigate = useNavigate();
  const { values, setValues, errors, field, showErrors, formRef } = useForm<ChosenVehicleValues>(initial);
  const makes = useMakes();
  const models = useModels(values.chosen_make);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateFindRegistration(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    rememberChosenVehicle(parsed.value.chosen_make, parsed.value.chosen_model, parsed.value.mileage);
    void navigate(pageAfterVehicleStep());
  }

  const modelPlaceholder = !values.chosen_make
    ? 'Choose a make first'
    : models.state.status === 'loading'
      ? 'Loading models…'
      : 'Choose a model';

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={warmValidators}
      noValidate
      className="space-y-5"
    >
      <div>
        <SelectField
          label="Make"
          name="chosen_make"
          required
          value={values.chosen_make}
          placeholder={makes.state.status === 'loading' ? 'Loading makes…' : 'Choose a make'}
          options={optionsOf(makes.state)}
          aria-busy={makes.state.status === 'loading'}
          error={errors.chosen_make}
          onChange={(event) => {
            const make = event.target.value;
            setValues((current) => ({ ...current, chosen_make: make, chosen_model: '' }));
          }}
        />
        <RetryLine {...makes} />
      </div>
      <div>
        <SelectField
          label="Model"
          name="chosen_model"
          required
          value={values.chosen_model}
          disabled={models.state.status !== 'ready'}
          placeholder={modelPlaceholder}
          options={optionsOf(models.state)}
          aria-busy={models.state.status === 'loading'}
          error={errors.chosen_model}
          onChange={(event) => {
            const model = event.target.value;
            setValues((current) => ({ ...current, chosen_model: model }));
          }}
        />
        <RetryLine {...models} />
      </div>
      <TextField
        label="Current Mileage"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint="The miles on the clock today, for example 45000"
        {...field('mileage')}
      />
      <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse sm:justify-between">
        <button type="submit" className={primaryButton}>
          Submit
        </button>
        <Link to="/purchase/vehicle-details" className={secondaryButton}>
          I Know My Registration
        </Link>
      </div>
    </form>
  );
}
