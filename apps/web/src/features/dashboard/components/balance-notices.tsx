import { Link } from 'react-router';
import { BALANCE_NOT_TAKEN_MESSAGE, type BalanceNotice } from '../hooks/use-balance-return';
import { textLink } from '~/components/ui/button';

/** What the dashboard says about a balance payment on the way back from PayPal. */
export function BalanceNotices({ confirming, notice }: { confirming: boolean; notice: BalanceNotice | null }) {
  if (confirming) {
    return (
      <p role="status" className="rounded-xl border-l-4 border-navy bg-white p-4 font-medium text-navy">
        Confirming your payment…
      </p>
    );
  }
  if (notice === 'not-taken') {
    return (
      <p role="status" className="rounded-xl border-l-4 border-navy bg-white p-4 font-medium text-navy">
        {BALANCE_NOT_TAKEN_MESSAGE}
      </p>
    );
  }
  if (notice === 'failed') {
    return (
      <div role="alert" className="rounded-xl border-l-4 border-danger bg-[#fdecea] p-4 text-danger">
        <p className="font-medium">We could not confirm your payment.</p>
        <p className="mt-1 text-ink">
          If PayPal has taken it, it will appear in your{' '}
          <Link to="/dashboard/transaction-history" className={textLink}>
            transaction history
          </Link>{' '}
          shortly. Otherwise, please try paying your balance again.
        </p>
      </div>
    );
  }
  return null;
}
