import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkInstantPrice, priceVehicle, type InstantErrors, type InstantValues } from '../instant-price-logic';
import { registrationInputProps, upperCaseAsTyped } from '../typed-input';
import { Button } from '~/components/ui/button';

type Outcome =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'priced'; view: ReactNode } | { kind: 'failed'; message: string };

const inputClasses = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2.5 text-base text-ink ${invalid ? 'border-danger' : 'border-line focus:border-navy'}`;

/** A labelled input with its error, kept light (TextField's behaviour, none of its imports). */
function Field({ label, error, children }: { label: string; error?: string; children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      {children({ id, errorId: error ? `${id}-error` : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
type FieldIds = { id: string; errorId: string | undefined; invalid: boolean };

/**
 * Beyond the spec: a price on the public pages with no sign-in. Registration and mileage in, our
 * lowest price of each cover level out, and a link into step 1 with both filled in. Without
 * JavaScript the form goes straight to step 1 with the same two values.
 */
export function InstantPrice() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InstantValues>({ reg: '', mileage: '' });
  const [errors, setErrors] = useState<InstantErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const latest = useRef(0);
  // Focus goes to the first invalid field once its error is on screen.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  // The price, once it arrives, is scrolled into view (clear of the phone's sticky contact bar) and
  // focused, so it is seen and read out rather than appearing below the fold.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome.kind !== 'priced') return;
    const result = resultRef.current;
    if (!result) return;
    result.focus({ preventScroll: true });
    result.scrollIntoView({
      block: 'center',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  }, [outcome]);

  /** A field's message goes as soon as what is typed in it passes. */
  function fixed(field: keyof InstantValues, next: InstantValues) {
    if (!errors[field]) return;
    const checked = checkInstantPrice(next);
    if (checked.ok || !checked.errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: InstantErrors) {
    setErrors(next);
    if (next.reg || next.mileage) setFocusRequests((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = ++latest.current;
    const checked = checkInstantPrice(values);
    if (!checked.ok) {
      setOutcome({ kind: 'idle' });
      return showErrors(checked.errors);
    }
    showErrors({});
    setOutcome({ kind: 'loading' });
    const priced = await priceVehicle(checked.reg, checked.mileage);
    if (request !== latest.current) return;
    if (priced.kind === 'refused') {
      setOutcome({ kind: 'idle' });
      showErrors(priced.errors);
    } else setOutcome(priced);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 text-left text-ink shadow-xl sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-navy">
        Get an instant price
      </h2>
      <p className="mt-1 text-muted">Your registration and mileage are all we need. No sign-in.</p>
      <form
        ref={formRef}
        action="/purchase/vehicle-details"
        method="get"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={outcome.kind === 'loading'}
        className="mt-4 space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Your registration" error={errors.reg}>
            {({ id, errorId, invalid }) => (
              <input
                id={id}
                name="reg"
                value={values.reg}
                aria-invalid={invalid || undefined}
                aria-describedby={errorId}
                {...registrationInputProps}
                className={`${inputClasses(invalid)} ${registrationInputProps.className}`}
                onChange={(event) => {
                  upperCaseAsTyped(event);
                  const next = { ...values, reg: event.target.value };
                  setValues(next);
                  fixed('reg', next);
                }}
              />
            )}
          </Field>
          <Field label="Your mileage" error={errors.mileage}>
            {({ id, errorId, invalid }) => (
              <input
                id={id}
                name="mileage"
                value={values.mileage}
                aria-invalid={invalid || undefined}
                aria-describedby={errorId}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                placeholder="45000"
                className={inputClasses(invalid)}
                onChange={(event) => {
                  const next = { ...values, mileage: event.target.value };
                  setValues(next);
                  fixed('mileage', next);
                }}
              />
            )}
          </Field>
        </div>
        <Button type="submit" size="lg" width="full" disabled={outcome.kind === 'loading'}>
          {outcome.kind === 'loading' ? 'Finding your price…' : 'Get my price'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 empty:mt-0">
        {outcome.kind === 'loading' ? <p className="text-muted">Looking up your vehicle…</p> : null}
        {outcome.kind === 'failed' ? <p className="font-medium text-danger">{outcome.message}</p> : null}
        {outcome.kind === 'priced' ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            aria-label="Your instant price"
            role="group"
            className="scroll-mt-24 scroll-mb-32 rounded-lg outline-offset-4"
          >
            {outcome.view}
          </div>
        ) : null}
      </div>
    </section>
  );
}
