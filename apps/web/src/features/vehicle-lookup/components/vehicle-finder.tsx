import { useId, useState, type FormEvent } from 'react';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { isUkRegistration, normaliseRegistration } from '@kestrel/domain/uk/registration';
import { ButtonLink } from '~/components/ui/button-link';
import { errorMessage } from '~/lib/api-client';
import { lookupVehicle } from '../api/lookup-vehicle';

type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; vehicle: Vehicle } | { kind: 'error'; message: string };

const fuelLabel: Record<Vehicle['fuelType'], string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
  other: 'Other fuel',
};

/** Registration in, our record of the vehicle out: the first step of every quote. */
export function VehicleFinder() {
  const inputId = useId();
  const messageId = useId();
  const [registration, setRegistration] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const vrm = normaliseRegistration(registration);
    if (!vrm) {
      setState({ kind: 'error', message: 'Enter your registration' });
      return;
    }
    if (!isUkRegistration(vrm)) {
      setState({ kind: 'error', message: 'Enter a valid UK registration, for example AB12 CDE' });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const { vehicle } = await lookupVehicle(vrm);
      setState({ kind: 'found', vehicle });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <div className="rounded-2xl bg-white p-5 text-ink shadow-xl sm:p-6">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <label htmlFor={inputId} className="block font-semibold text-navy">
          Your registration
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="registration"
            value={registration}
            onChange={(e) => setRegistration(e.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="AB12 CDE"
            aria-describedby={messageId}
            aria-invalid={state.kind === 'error'}
            className="min-h-12 flex-1 rounded-lg border-2 border-navy bg-amber-50 px-4 text-xl font-bold uppercase tracking-widest text-navy placeholder:text-muted/70"
          />
          <button
            type="submit"
            disabled={state.kind === 'loading'}
            className="min-h-12 whitespace-nowrap rounded-lg bg-navy px-6 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {state.kind === 'loading' ? 'Checking…' : 'Check my vehicle'}
          </button>
        </div>
      </form>
      <div id={messageId} aria-live="polite" className="mt-3 min-h-6">
        {state.kind === 'error' ? <p className="text-danger">{state.message}</p> : null}
        {state.kind === 'found' ? (
          <div className="space-y-3">
            <p>
              We found your{' '}
              <strong>
                {state.vehicle.make} {state.vehicle.model}
              </strong>
              , first registered {new Date(state.vehicle.registeredDate).getFullYear()},{' '}
              {fuelLabel[state.vehicle.fuelType].toLowerCase()}
              {state.vehicle.engineSize > 0 ? `, ${(state.vehicle.engineSize / 1000).toFixed(1)} litre` : ''}.
            </p>
            <ButtonLink to="/purchase/vehicle-details">Find Your Warranty</ButtonLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}
