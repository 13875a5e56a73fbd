import { cancelledPlanMessage } from '@kestrel/domain/direct-debit/cancellation';
import type { CancelMonthlyAnswer, MyMonthlyPlansAnswer } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { ScheduleTable } from '~/components/direct-debit/schedule-table';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { queryKeys } from '~/lib/query-keys';
import { startBankDetailsChange, useMyMonthlyPlans } from '../api/monthly-plans';
import { useBankDetailsReturn } from '../hooks/use-bank-details-return';
import { CancelMonthlyModal } from './cancel-monthly-modal';
import { PayArrearsModal, type ArrearsToPay } from './pay-arrears-modal';
import { PayOffByCard } from './pay-off-by-card';

type Plan = MyMonthlyPlansAnswer['plans'][number];

const planStatusWords: Record<Plan['status'], string> = {
  'awaiting-mandate': 'Waiting for your Direct Debit',
  active: 'Up to date',
  'in-arrears': 'A payment is overdue',
  suspended: 'Cover suspended: a payment is overdue',
  cancelled: 'Cancelled',
  completed: 'Paid in full',
};

function Arrears({ plan, onPay }: { plan: Plan; onPay: (owed: ArrearsToPay) => void }) {
  if (plan.arrears === 0 || !plan.arrears_dates) return null;
  const warrantyId = plan.warranty_id;
  const { suspendOn, cancelOn } = plan.arrears_dates;
  return (
    <div role="status" className="rounded-lg border border-l-4 border-danger bg-[#fdecea] p-4 text-ink">
      <p className="font-semibold text-danger">
        {formatPence(plan.arrears)} is overdue{plan.status === 'suspended' ? ': your cover is suspended' : ''}
      </p>
      <p className="mt-1">
        {plan.status === 'suspended'
          ? 'No claim can be made until it is paid. Your cover starts again as soon as it is.'
          : `If it is still unpaid on ${ukLongDate(suspendOn)}, your cover will be suspended.`}{' '}
        If it is still unpaid on {ukLongDate(cancelOn)}, your warranty and the Direct Debit will be cancelled.
      </p>
      {plan.retry_on ? (
        <p className="mt-1">
          We will try to collect it again by Direct Debit on or after {ukLongDate(plan.retry_on)}. If you pay by card
          first, it will not be taken twice.
        </p>
      ) : null}
      {warrantyId && plan.arrears_payable_by_card > 0 ? (
        <Button
          variant="primary"
          className="mt-3"
          onClick={() =>
            onPay({
              warrantyId,
              registration: plan.registration,
              arrears: plan.arrears_payable_by_card,
              suspended: plan.status === 'suspended',
            })
          }
        >
          Pay {formatPence(plan.arrears_payable_by_card)} now by card
        </Button>
      ) : (
        <p className="mt-1">
          We have asked your bank for it again; if that fails too you can pay it here by card. Questions? Call us on{' '}
          {siteConfig.supportPhone}.
        </p>
      )}
    </div>
  );
}

/** A new mandate on GoCardless's page; the payments still to come move to it on return. */
function ChangeBankDetails({ warrantyId, registration }: { warrantyId: string; registration: string }) {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      window.location.assign((await startBankDetailsChange(warrantyId)).authorisationUrl);
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" aria-disabled={busy} onClick={() => void (busy ? undefined : go())}>
      Change bank details<span className="sr-only"> for {registration}</span>
    </Button>
  );
}

/** A cancelled plan says why, plainly. */
function Cancelled({ plan }: { plan: Plan }) {
  if (!plan.cancellation) return null;
  const message = cancelledPlanMessage(plan.cancellation.reason, plan.cancellation.cover_ends_on, londonToday());
  return (
    <div className="rounded-lg border border-l-4 border-line bg-surface p-4 text-ink">
      <p className="font-semibold">{message.title}</p>
      <p className="mt-1">{message.text}</p>
    </div>
  );
}

/** The dashboard's monthly plans (DESIGN §8.2): each schedule, the next collection and any arrears. */
export function MonthlyPlans() {
  useBankDetailsReturn();
  const query = useMyMonthlyPlans();
  const plans = query.data?.plans ?? [];
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<Plan | null>(null);
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const onCancelled = (answer: CancelMonthlyAnswer) => {
    toast.success(answer.message, { durationMs: 6000 });
    setCancelling(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyPlans.mine() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.warranties.current() });
    // The plan's Cancel button, which had the focus, is gone: focus the section's heading.
    sectionHeading.current?.focus();
  };
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ArrearsToPay | null>(null);
  // The missed-payment e-mail's link (`?arrears=<warranty>`) opens the payment for that plan once.
  const linked = params.get('arrears');
  const fromLink = linked ? plans.find((p) => p.warranty_id === linked && p.arrears_payable_by_card > 0) : undefined;
  const owed: ArrearsToPay | null =
    chosen ??
    (fromLink?.warranty_id
      ? {
          warrantyId: fromLink.warranty_id,
          registration: fromLink.registration,
          arrears: fromLink.arrears_payable_by_card,
          suspended: fromLink.status === 'suspended',
        }
      : null);
  const close = () => {
    setChosen(null);
    if (!linked) return;
    setParams(
      (current) => {
        current.delete('arrears');
        return current;
      },
      { replace: true },
    );
  };
  if (plans.length === 0) return null;
  return (
    <section id="monthly-payments" aria-labelledby="monthly-title" className="space-y-4">
      <h2 id="monthly-title" ref={sectionHeading} tabIndex={-1} className="text-2xl font-bold text-navy">
        Your monthly payments
      </h2>
      {plans.map((plan) => (
        <article
          key={plan.reference}
          aria-labelledby={`plan-${plan.reference}`}
          className="space-y-3 rounded-xl border border-line bg-white p-5"
        >
          <h3 id={`plan-${plan.reference}`} className="text-lg font-semibold text-navy">
            {plan.registration}: {formatPence(plan.amount)} by Direct Debit
          </h3>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Status</dt>
            <dd>{planStatusWords[plan.status]}</dd>
            {plan.next_collection ? (
              <>
                <dt className="font-semibold">Next payment</dt>
                <dd>
                  {formatPence(plan.next_collection.amount)} on {ukLongDate(plan.next_collection.charge_date)}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">Plan reference</dt>
            <dd>{plan.reference}</dd>
            {plan.mandate_reference ? (
              <>
                <dt className="font-semibold">On your bank statement</dt>
                <dd>GoCardless Ltd, {plan.mandate_reference}</dd>
              </>
            ) : null}
          </dl>
          <Cancelled plan={plan} />
          <Arrears plan={plan} onPay={setChosen} />
          <ScheduleTable caption={`Payment schedule for ${plan.registration}`} instalments={plan.instalments} />
          {plan.cancel_preview && plan.warranty_id ? (
            <div className="flex flex-wrap gap-3">
              <PayOffByCard warrantyId={plan.warranty_id} registration={plan.registration} />
              <ChangeBankDetails warrantyId={plan.warranty_id} registration={plan.registration} />
              <Button variant="outline" onClick={() => setCancelling(plan)}>
                Cancel monthly plan<span className="sr-only"> for {plan.registration}</span>
              </Button>
            </div>
          ) : null}
        </article>
      ))}
      <PayArrearsModal owed={owed} onClose={close} />
      <CancelMonthlyModal plan={cancelling} onClose={() => setCancelling(null)} onCancelled={onCancelled} />
    </section>
  );
}
