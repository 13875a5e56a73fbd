import { useId } from 'react';
import type { NextStepAnswer } from '@kestrel/domain/schemas/claim-answers';

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

/**
 * "What happens next" on a claim (issue #36): the next step and the day we promised it by, in the
 * words the API wrote for this reader (customer or garage). Nothing once the claim is closed.
 */
export function NextStepPanel({ step }: { step: NextStepAnswer }) {
  const headingId = useId();
  if (!step.text) return null;
  return (
    <section className={`${card} border-l-4 border-l-teal-700`} aria-labelledby={headingId} data-testid="next-step">
      <h2 id={headingId} className="text-xl font-bold text-navy">
        What happens next
      </h2>
      <p className="mt-2">{step.text}</p>
    </section>
  );
}
