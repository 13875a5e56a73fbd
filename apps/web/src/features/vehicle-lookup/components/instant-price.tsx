import type { InstantQuoteAnswer } from '@kestrel/domain/schemas/purchase';
import { useEffect, useId, useRef, useState } from 'react';
import { getInstantQuote } from '../api/get-instant-quote';
import { refusalOf, stepOneLink } from '../instant-price-logic';
import { vehicleSchemas } from '../load-form-schemas';
import { InstantPriceResult } from './instant-price-result';
import { MileageField, RegistrationField } from './vehicle-form-parts';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'priced'; answer: InstantQuoteAnswer; quoteLink: string }
  | { kind: 'failed'; message: string };

/**
 * Beyond the spec: a price on the public pages with no sign-in. Registration and mileage in, our
 * lowest price of each cover level out, and a link into step 1 with both filled in. Without
 * JavaScript the form goes straight to step 1 with the same two values.
 */
export function InstantPrice() {
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { form, field, formProps, busy, focusFirstError } = useSchemaForm({
    schema: vehicleSchemas.instantPrice,
    defaultValues: { reg: '', mileage: '' },
    send: async ({ reg, mileage }) => {
      setOutcome({ kind: 'idle' });
      const answer = await getInstantQuote(reg, mileage);
      setOutcome({ kind: 'priced', answer, quoteLink: stepOneLink(reg, mileage) });
    },
    // What was typed is refused under its field; anything else is said below the form.
    onRefused: (error) => {
      const refusal = refusalOf(error);
      if (refusal?.kind === 'registration') {
        form.setError('reg', { type: 'server', message: refusal.message });
        focusFirstError();
      }
      setOutcome(refusal ? { kind: 'idle' } : { kind: 'failed', message: errorMessage(error) });
    },
    onInvalid: () => setOutcome({ kind: 'idle' }),
  });

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

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 text-left text-ink shadow-xl sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-navy">
        Get an instant price
      </h2>
      <p className="mt-1 text-muted">Your registration and mileage are all we need. No sign-in.</p>
      <form {...formProps} action="/purchase/vehicle-details" method="get" className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <RegistrationField label="Your registration" required={false} {...field('reg')} />
          <MileageField label="Your mileage" required={false} placeholder="45000" {...field('mileage')} />
        </div>
        <Button type="submit" size="lg" width="full" disabled={busy}>
          {busy ? 'Finding your price…' : 'Get my price'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 empty:mt-0">
        {busy ? <p className="text-muted">Looking up your vehicle…</p> : null}
        {outcome.kind === 'failed' ? <p className="font-medium text-danger">{outcome.message}</p> : null}
        {outcome.kind === 'priced' ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            aria-label="Your instant price"
            role="group"
            className="scroll-mt-24 scroll-mb-32 rounded-lg outline-offset-4"
          >
            <InstantPriceResult answer={outcome.answer} quoteLink={outcome.quoteLink} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
