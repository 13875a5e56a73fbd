import type { ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, stepButton } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useMakes, useModels, type ListState } from '../hooks/use-vehicle-catalogue';
import { vehicleSchemas } from '../load-form-schemas';
import { rememberChosenVehicle } from '../stored-vehicle';
import { pageAfterVehicleStep } from '../vehicle-text';
import { SelectField } from '~/components/forms/choice-fields';
import { MileageField, StepButtons } from './vehicle-form-parts';

export type ChosenVehicleValues = { chosen_make: string; chosen_model: string; mileage: string };

const optionsOf = (state: ListState) =>
  state.status === 'ready' ? state.items.map((item) => ({ value: item, label: item })) : [];

function RetryLine({ state, retry }: { state: ListState; retry: () => void }) {
  if (state.status !== 'failed') return null;
  return (
    <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-danger">
      <p>{state.message}</p>
      <Button variant="plain" {...stepButton} onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** A required choice from the catalogue (makes, or a make's models): loading, then its items, or a retry. */
function CatalogueSelect({
  list,
  ...select
}: { list: { state: ListState; retry: () => void } } & Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'required'
>) {
  return (
    <div>
      <SelectField required {...select} options={optionsOf(list.state)} aria-busy={list.state.status === 'loading'} />
      <RetryLine {...list} />
    </div>
  );
}

/** /purchase/find-registration (spec §2): make, then one of its models, and the mileage. */
export function FindRegistrationForm({ initial }: { initial: ChosenVehicleValues }) {
  const navigate = useNavigate();
  const { form, field, formProps } = useSchemaForm({
    schema: vehicleSchemas.findRegistration,
    defaultValues: initial,
    send: async (value) => {
      rememberChosenVehicle(value.chosen_make, value.chosen_model, value.mileage);
      await navigate(pageAfterVehicleStep());
    },
  });
  const values = { chosen_make: form.watch('chosen_make'), chosen_model: form.watch('chosen_model') };
  const makes = useMakes();
  const models = useModels(values.chosen_make);

  const modelPlaceholder = !values.chosen_make
    ? 'Choose a make first'
    : models.state.status === 'loading'
      ? 'Loading models…'
      : 'Choose a model';

  return (
    <form {...formProps} aria-busy={undefined} className="space-y-5">
      <CatalogueSelect
        label="Make"
        list={makes}
        {...field('chosen_make')}
        value={values.chosen_make}
        placeholder={makes.state.status === 'loading' ? 'Loading makes…' : 'Choose a make'}
        onChange={(event) => {
          form.setValue('chosen_make', event.target.value);
          form.setValue('chosen_model', '');
        }}
      />
      <CatalogueSelect
        label="Model"
        list={models}
        {...field('chosen_model')}
        value={values.chosen_model}
        disabled={models.state.status !== 'ready'}
        placeholder={modelPlaceholder}
        onChange={(event) => form.setValue('chosen_model', event.target.value)}
      />
      <MileageField hint="The miles on the clock today, for example 45000" {...field('mileage')} />
      <StepButtons>
        <Button type="submit" {...stepButton}>
          Submit
        </Button>
        <Link to="/purchase/vehicle-details" className={buttonClasses('plain', stepButton)}>
          I Know My Registration
        </Link>
      </StepButtons>
    </form>
  );
}
