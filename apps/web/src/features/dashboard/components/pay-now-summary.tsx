import type { PayNowAnswer } from '@kestrel/domain/schemas/dashboard';
import { payNowLines } from '../pay-now-text';

/** The payment's lines as the server priced them: missed monthly payments, balance due, total. */
export function PayNowSummary({ due }: { due: PayNowAnswer }) {
  const lines = payNowLines(due);
  return (
    <dl className="rounded-lg bg-surface p-3 text-lg" aria-label="What this payment covers">
      {lines.map(([label, amount], index) => (
        <div
          key={label}
          className={`flex justify-between gap-4 py-1 ${index === lines.length - 1 && lines.length > 1 ? 'border-t border-line font-semibold' : ''}`}
        >
          <dt>{label}</dt>
          <dd>
            <strong className="text-navy">{amount}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}
