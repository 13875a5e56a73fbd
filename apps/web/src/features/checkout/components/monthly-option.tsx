import { instalmentAmounts, monthlyAllowed, monthlyFigure } from '@kestrel/domain/direct-debit/instalments';
import { formatPence } from '@kestrel/domain/pricing/money';
import { useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { ScheduleTable } from '~/components/direct-debit/schedule-table';
import { startMonthly } from '../api/direct-debit';
import { payButton, type PayProps } from './demo-pay-button';
import { Notice } from './notice';

/** "or £60.06 a month for 12 months": the figure the plan tiles and the payment step show. */
export function monthlyLine(price: number, months: number): string | null {
  if (!monthlyAllowed(months)) return null;
  return `${formatPence(monthlyFigure(price, months))} a month for ${months} months`;
}

/**
 * Paying monthly by Direct Debit (DESIGN §8.2): the schedule shown before the customer leaves for
 * GoCardless's bank-details page; the server prices the plan and answers the page's address.
 */
export function MonthlyOption({ request, price, months, onNotDeclared }: PayProps & { months: number }) {
  const [state, setState] = useState<{ kind: 'ready' | 'starting' | 'leaving' } | { kind: 'failed'; message: string }>({
    kind: 'ready',
  });
  const amounts = instalmentAmounts(price, months);
  const busy = state.kind === 'starting' || state.kind === 'leaving';

  async function start() {
    if (!request) {
      onNotDeclared();
      return;
    }
    setState({ kind: 'starting' });
    try {
      const answer = await startMonthly(request);
      setState({ kind: 'leaving' });
      window.location.assign(answer.authorisationUrl);
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-4">
      <p>
        {formatPence(price)} in {months} monthly payments by Direct Debit, interest-free: the first of{' '}
        {formatPence(amounts[0]!)}
        {amounts[0] !== amounts[1] ? `, then ${months - 1} of ${formatPence(amounts[1]!)}` : ' each'}. The first is
        taken a few working days after you set up the Direct Debit, then on the same day each month.
      </p>
      <ScheduleTable
        caption="Your payments"
        instalments={amounts.map((amount, index) => ({
          number: index + 1,
          charge_date: null,
          amount,
          status: 'scheduled' as const,
        }))}
      />
      {state.kind === 'failed' ? (
        <Notice tone="error" title="We couldn't start your Direct Debit">
          {state.message}
        </Notice>
      ) : null}
      <button type="button" className={payButton} aria-disabled={busy} onClick={() => void (busy ? null : start())}>
        {busy ? 'Opening the bank details page…' : `Set up a Direct Debit of ${formatPence(amounts[0]!)} a month`}
      </button>
      <p className="text-sm text-muted">
        You will give your bank details on GoCardless&apos;s secure page, which shows the Direct Debit Guarantee, then
        come back here. Nothing is taken today.
      </p>
    </div>
  );
}
