import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import type { MonthlyMandateAnswer } from '@kestrel/domain/schemas/direct-debit';
import { useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { ScheduleTable } from '~/components/direct-debit/schedule-table';
import { QueryState } from '~/components/ui/query-state';
import { startMonthly, useMonthlyMandate } from '../api/direct-debit';
import { monthlyText } from '../monthly-text';
import { payButton, type PayProps } from './demo-pay-button';
import { Notice } from './notice';

type MonthlyProps = PayProps & { months: number; registration: string };

/**
 * Paying monthly by Direct Debit (DESIGN §8.2): the schedule, and what pressing the button does,
 * as the server says it will happen: a first purchase leaves for GoCardless's bank-details page; a
 * renewal is collected on the customer's existing Direct Debit, with no bank-details page.
 */
export function MonthlyOption({ registration, ...props }: MonthlyProps) {
  const mandate = useMonthlyMandate(registration);
  return (
    <QueryState query={mandate} loading="Checking your Direct Debit…">
      {(answer) => <MonthlyPay {...props} mandate={answer} />}
    </QueryState>
  );
}

function MonthlyPay({
  request,
  price,
  months,
  onNotDeclared,
  mandate,
}: PayProps & { months: number; mandate: MonthlyMandateAnswer }) {
  const [state, setState] = useState<{ kind: 'ready' | 'starting' | 'leaving' } | { kind: 'failed'; message: string }>({
    kind: 'ready',
  });
  const amounts = instalmentAmounts(price, months);
  const text = monthlyText(mandate, price, amounts);
  const busy = state.kind === 'starting' || state.kind === 'leaving';

  async function start() {
    if (!request) {
      onNotDeclared();
      return;
    }
    setState({ kind: 'starting' });
    try {
      // GoCardless's page for a new Direct Debit; our return page at once for an existing one.
      const answer = await startMonthly(request);
      setState({ kind: 'leaving' });
      window.location.assign(answer.authorisationUrl);
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-4">
      <p>{text.schedule}</p>
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
        {busy ? text.busy : text.button}
      </button>
      <p className="text-sm text-muted">{text.next}</p>
    </div>
  );
}
