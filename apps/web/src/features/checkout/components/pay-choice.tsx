import { monthlyAllowed, monthlyAmountText } from '@kestrel/domain/direct-debit/instalments';
import { formatPence } from '@kestrel/domain/pricing/money';
import { useMonthlyPaymentsOffered } from '~/lib/monthly-payments';
import { MonthlyOption } from './monthly-option';
import { PaymentOptions } from './payment-options';
import type { PayProps } from './demo-pay-button';

/** How the buyer pays: in full today, or monthly by Direct Debit. */
export type PayWay = 'full' | 'monthly';

/**
 * Step 5's two ways to pay (DESIGN §8.2): in full by PayPal, as before, or monthly by Direct Debit
 * where this deployment offers it (MONTHLY_PAYMENTS) and the plan may be paid monthly. The choice
 * is the page's: the key facts above say how the price is paid.
 */
export function PayChoice({
  request,
  price,
  months,
  registration,
  onNotDeclared,
  way,
  onWay,
}: PayProps & { months: number; registration: string; way: PayWay; onWay: (way: PayWay) => void }) {
  const offered = useMonthlyPaymentsOffered();

  const monthly = offered ? monthlyAmountText(price, months) : null;
  if (!monthly || !monthlyAllowed(months)) {
    return <PaymentOptions request={request} price={price} onNotDeclared={onNotDeclared} />;
  }
  const option = (value: PayWay, label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-4 has-[:checked]:border-navy">
      <input
        type="radio"
        name="pay-way"
        value={value}
        checked={way === value}
        onChange={() => onWay(value)}
        className="mt-1 size-5"
      />
      <span>
        <span className="block font-semibold text-navy">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );
  return (
    <div className="space-y-5">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-navy">How would you like to pay?</legend>
        {option('full', `Pay ${formatPence(price)} in full`, 'Today, by PayPal or card through PayPal.')}
        {option('monthly', `Pay monthly: ${monthly}`, 'By Direct Debit, interest-free. Nothing is taken today.')}
      </fieldset>
      {way === 'full' ? (
        <PaymentOptions request={request} price={price} onNotDeclared={onNotDeclared} />
      ) : (
        <MonthlyOption
          request={request}
          price={price}
          months={months}
          registration={registration}
          onNotDeclared={onNotDeclared}
        />
      )}
    </div>
  );
}
