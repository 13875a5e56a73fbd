import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { StatusTag } from './list-parts';

type Signal = AdminClaimAnswer['claim']['signals'][number];

/**
 * The claim's risk signals (DESIGN §9.2) on the staff claim page: why a person should look before
 * deciding or paying, each in plain words with what matched. Nothing is shown when there are none.
 */
export function RiskSignalList({ signals }: { signals: Signal[] }) {
  if (signals.length === 0) return null;
  return (
    <section
      aria-labelledby="risk-signals-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
      data-testid="risk-signals"
    >
      <h2 id="risk-signals-heading" className="mb-2 text-lg font-bold text-navy">
        Needs a closer look
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {signals.map((signal) => (
          <li key={signal.id}>
            <strong>{signal.label}</strong>
            {signal.detail ? <span>: {signal.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The queue's short marker: how many reasons, with every label for screen readers and on hover. */
export function RiskSignalMarker({ signals }: { signals: Signal[] }) {
  if (signals.length === 0) return <span className="text-muted">None</span>;
  const labels = signals.map((s) => s.label).join('; ');
  return (
    <span title={labels}>
      <StatusTag tone="waiting">
        {signals.length} {signals.length === 1 ? 'reason' : 'reasons'}
        <span className="sr-only">: {labels}</span>
      </StatusTag>
    </span>
  );
}
