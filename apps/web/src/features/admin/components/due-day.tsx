import type { NextStepAnswer } from '@kestrel/domain/schemas/claim-answers';
import { dueDay } from '../time-frames-text';
import { StatusTag } from './list-parts';

/**
 * The day we owe a claim's next step by (issue #36), with "Overdue" in words beside it once it has
 * passed; a dash when it is not our turn. `withText` adds the step itself as a second line.
 */
export function DueDay({ step, withText = false }: { step: NextStepAnswer; withText?: boolean }) {
  const due = dueDay(step);
  return (
    <>
      {due ? (
        <span className="flex flex-wrap items-center gap-x-2" data-testid="due-day">
          {due.overdue ? (
            <>
              <StatusTag tone="bad">Overdue</StatusTag>{' '}
            </>
          ) : null}
          <span className="whitespace-nowrap">{due.overdue ? `was due ${due.day}` : due.day}</span>
        </span>
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Nothing due from us</span>
        </>
      )}
      {withText && step.text ? <span className="mt-1 block min-w-48 text-sm text-muted">{step.text}</span> : null}
    </>
  );
}

const whose: Record<NonNullable<NextStepAnswer['by']>, string> = {
  us: 'The claims team',
  garage: 'The garage',
  customer: 'The customer',
};

/** The staff claim page's next step: what it is, whose turn, and the day we owe it by. Nothing once closed. */
export function StaffNextStep({ step }: { step: NextStepAnswer }) {
  if (!step.text && step.by === null) return null;
  return (
    <section
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="next-step-heading"
    >
      <h2 id="next-step-heading" className="mb-2 text-lg font-bold text-navy">
        Next step
      </h2>
      <p>{step.text}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Whose turn</dt>
        <dd className="font-semibold">{step.by ? whose[step.by] : 'No one'}</dd>
        <dt className="text-muted">Due from us</dt>
        <dd className="font-semibold">
          <DueDay step={step} />
        </dd>
      </dl>
    </section>
  );
}
