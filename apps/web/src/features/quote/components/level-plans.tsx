import { monthlyFrom, monthlyOffer } from '@kestrel/domain/direct-debit/instalments';
import { formatPrice } from '@kestrel/domain/pricing/money';
import { useMonthlyPaymentsOffered } from '~/lib/monthly-payments';
import { forMonths, startingMonths } from '@kestrel/domain/pricing/starting-from';
import type { LevelAndPlans } from '@kestrel/domain/schemas/purchase';
import { levelStyles } from '~/components/content/level-styles';
import type { PlanChoice } from '../choose-plan';
import { groupDigits } from '@kestrel/domain/uk/numbers';

const pounds = (claim: number) => `£${groupDigits(claim)}`;

/**
 * One cover level as a disclosure (native details/summary): "Starting from" the lowest price and
 * how long it buys, then
 * each claim limit with a radio per duration. Every radio of the page shares one name, so one plan
 * is chosen at a time.
 */
export function LevelPlans({
  level,
  open,
  onToggle,
  selectedId,
  onChoose,
}: {
  level: LevelAndPlans;
  open: boolean;
  onToggle: (open: boolean) => void;
  selectedId: string | undefined;
  onChoose: (choice: PlanChoice) => void;
}) {
  const styles = levelStyles[level.level];
  const monthly = useMonthlyPaymentsOffered();
  const from = monthly ? monthlyFrom(level.plansByClaim.flatMap((group) => group.plans)) : null;
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className={`group overflow-hidden rounded-xl border-2 bg-white ${styles.border}`}
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-4">
          <span className={`text-xl font-bold ${styles.text}`}>{level.name}</span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink">
              Starting from {formatPrice(level.startingFrom)} {forMonths(startingMonths(level))}
            </span>
            {from ? <span className="text-sm text-muted">{from}</span> : null}
          </span>
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-6 shrink-0 text-navy transition-transform group-open:rotate-180"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="space-y-5 border-t border-line px-4 py-4">
        {level.plansByClaim.map((group) => (
          <fieldset key={group.claim}>
            <legend className="font-semibold text-navy">
              {level.name}: {pounds(group.claim)} per claim
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {group.plans.map((plan) => (
                <label
                  key={plan._id}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line px-3 py-2 has-[:checked]:border-navy has-[:checked]:bg-surface"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={plan._id}
                    checked={selectedId === plan._id}
                    onChange={() => onChoose({ level, claim: group.claim, plan })}
                    className="size-5 shrink-0 accent-navy"
                  />
                  <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                    <span>
                      {plan.month} months<span className="sr-only"> — </span>
                    </span>
                    <strong>{formatPrice(plan.price)}</strong>
                    {monthly && monthlyOffer(plan.price, plan.month) ? (
                      <span className="basis-full text-sm text-muted">{monthlyOffer(plan.price, plan.month)}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
