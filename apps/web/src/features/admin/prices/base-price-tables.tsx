import { coverLevels, planDurations } from '@kestrel/domain/catalogue/levels';
import { planId } from '@kestrel/domain/catalogue/plans';
import { td, th } from '~/components/ui/data-table';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { RateDraft } from './rate-draft';
import { groupDigits } from '@kestrel/domain/uk/numbers';

const input =
  'block w-24 rounded-lg border-2 border-line bg-white px-2 py-1.5 text-right disabled:bg-surface disabled:text-muted';

/**
 * The plan list and base prices: per level, a claim limit per row and a duration per column;
 * each cell is the price for the reference vehicle (every factor 1) and whether the plan is sold.
 */
export function BasePriceTables({
  plans,
  onChange,
}: {
  plans: RateDraft['plans'];
  onChange: (id: string, next: { pounds: string; onSale: boolean }) => void;
}) {
  return (
    <div className="space-y-6">
      {coverLevels.map((level) => (
        <ScrollRegion key={level.id} label={`${level.name} base prices`}>
          <table className="w-full min-w-[44rem] border-collapse">
            <caption className="mb-2 text-left font-bold text-navy">{level.name}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Claim limit
                </th>
                {planDurations.map((months) => (
                  <th key={months} scope="col" className={th}>
                    {months} months
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {level.claimLimits.map((claimLimit) => {
                const limit = `£${groupDigits(claimLimit / 100)}`;
                return (
                  <tr key={claimLimit}>
                    <th scope="row" className={`${td} text-left font-semibold`}>
                      {limit}
                    </th>
                    {planDurations.map((months) => {
                      const id = planId(level.id, claimLimit, months);
                      const plan = plans[id] ?? { pounds: '', onSale: false };
                      const name = `${level.name}, ${limit} per claim, ${months} months`;
                      return (
                        <td key={months} className={td}>
                          <label className="flex items-center gap-1">
                            <span aria-hidden="true">£</span>
                            <input
                              inputMode="decimal"
                              aria-label={`${name}: base price in pounds`}
                              value={plan.pounds}
                              disabled={!plan.onSale}
                              onChange={(event) => onChange(id, { ...plan, pounds: event.target.value })}
                              className={input}
                            />
                          </label>
                          <label className="mt-1 flex min-h-6 items-center gap-1.5 text-sm">
                            <input
                              type="checkbox"
                              checked={plan.onSale}
                              onChange={(event) => onChange(id, { ...plan, onSale: event.target.checked })}
                              className="size-4"
                            />
                            On sale<span className="sr-only">: {name}</span>
                          </label>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
