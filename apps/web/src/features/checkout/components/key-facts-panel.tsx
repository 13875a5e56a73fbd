import { keyFacts } from '@kestrel/domain/purchase/key-facts';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { Link } from 'react-router';
import { KeyFactsList } from '~/components/purchase/key-facts-list';
import type { SelectedPlan } from '~/lib/state/slices';

/** Where the key facts of a plan and start date are kept as a page and as a PDF. */
export const keyFactsQuery = (plan: SelectedPlan, startDate: string) =>
  new URLSearchParams({ plan: plan._id, start: startDate }).toString();

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-navy underline';

/**
 * The key facts on the payment page, above the declaration and the pay button (Consumer Contracts
 * Regulations 2013, Schedule 2): read from the domain's one definition, with the terms and the key
 * facts document a link away.
 */
export function KeyFactsPanel({
  plan,
  startDate,
  handTyped,
  paidMonthly,
}: {
  plan: SelectedPlan;
  startDate: string;
  handTyped: boolean;
  /** The buyer chose to pay monthly by Direct Debit, below. */
  paidMonthly: boolean;
}) {
  const sections = keyFacts({
    level: plan.cover,
    claimLimit: plan.claimLimit * 100,
    months: plan.month,
    price: plan.price,
    startDate,
    expiryDate: expiryDate(startDate, plan.month),
    handTyped,
    paidMonthly,
  });
  const query = keyFactsQuery(plan, startDate);
  return (
    <section aria-labelledby="key-facts-title" className="rounded-xl border border-line bg-white p-5">
      <h2 id="key-facts-title" className="text-xl font-bold text-navy">
        Key facts: please read before you pay
      </h2>
      <div className="mt-3">
        <KeyFactsList sections={sections} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/terms-of-service" target="_blank" className={linkClass}>
            Terms of service (opens in a new tab)
          </Link>
        </li>
        <li>
          <Link to={`/key-facts?${query}`} target="_blank" className={linkClass}>
            Key facts document (opens in a new tab)
          </Link>
        </li>
        <li>
          <a href={`/api/documents/key-facts?${query}`} className={linkClass} download>
            Download the key facts (PDF)
          </a>
        </li>
      </ul>
    </section>
  );
}
