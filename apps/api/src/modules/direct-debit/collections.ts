import { retryAllowed } from '@kestrel/domain/direct-debit/arrears';
import { paymentMethodLabels } from '@kestrel/domain/payments/orders';
import { isLivePlan } from '@kestrel/domain/schemas/direct-debit';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { directDebitEventOf } from '../../adapters/direct-debit/direct-debit-events';
import type { DirectDebitProvider, ProviderCollection } from '../../adapters/direct-debit/direct-debit-provider';
import type { Database } from '../../db/database-types';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { queueEmail } from '../outbox';
import { coverRepository } from './cover-repository';
import { missedPaymentEmail } from './direct-debit-emails';
import { eventsRepository } from './events-repository';
import { instalmentsRepository } from './instalments-repository';
import { instalmentsOf, owedInstalments } from './plan-view';
import { lockPlan, plansRepository } from './plans-repository';
import { receiptsRepository } from './receipts-repository';
import { customerOf, liftArrears, suspendPlan } from './standing';

/** Where collections are recorded, and the site's address for the links in the e-mails they cause. */
export interface CollectionRecords {
  db: Database;
  baseUrl: string;
}

/** The cause the provider gave in the latest stored event saying this collection failed. */
async function storedCause(tx: Executor, collectionId: string): Promise<string | null> {
  const event = await eventsRepository(tx).latestFailureOf(collectionId);
  return event ? directDebitEventOf(event).cause : null;
}

/**
 * One provider collection applied to our records from its current state (never from an event's
 * action), in one transaction with the plan row locked: so duplicates and any order of arrival end
 * the same. Collected → a transaction with its receipt (once: unique by the collection's id) and,
 * when nothing else is owed, the arrears lifted; failed → the plan in arrears from the charge date
 * (suspended at once for a first instalment) and the customer e-mailed, once.
 */
export async function applyPaymentState(
  { db, baseUrl }: CollectionRecords,
  payment: ProviderCollection,
  cause?: string,
): Promise<void> {
  const found = await instalmentsRepository(db).byProviderPayment(payment.id);
  if (!found) return; // Not ours, or a schedule our write has not recorded yet: reconciliation comes back.
  const status = payment.status;

  await db.transaction(async (tx) => {
    const plan = await lockPlan(tx, found.planId);
    const instalments = instalmentsRepository(tx);
    const instalment = await instalments.byProviderPayment(payment.id);
    if (!plan || !instalment || !plan.warrantyId) return;
    if (instalment.status === 'refunded') return;
    // Paid by card (DESIGN §8.2): whatever the provider later says of its payment changes nothing here.
    if (instalment.status === 'collected' && instalment.transactionId) {
      const paidBy = await receiptsRepository(tx).byId(instalment.transactionId);
      if (paidBy && paidBy.provider !== 'gocardless') return;
    }

    if (status === 'collected') {
      if (instalment.status === 'collected' && instalment.transactionId) return;
      const transactionId = await receiptsRepository(tx).record({
        userId: plan.userId,
        warrantyId: plan.warrantyId,
        orderId: plan.orderId,
        kind: 'payment',
        provider: 'gocardless',
        sourceId: payment.id,
        status: 'COMPLETED',
        method: paymentMethodLabels.gocardless,
        amount: payment.amountPence,
        currency: 'GBP',
      });
      await instalments.update(instalment.id, { status, ...(transactionId ? { transactionId } : {}) });
      const all = await instalmentsOf(tx, plan.id);
      if (owedInstalments(all).length === 0 && (plan.firstFailedOn || all.every((i) => i.status === 'collected'))) {
        await liftArrears(
          tx,
          plan,
          all.every((i) => i.status === 'collected'),
        );
      }
      return;
    }

    if (status === 'failed') {
      if (instalment.status === 'failed') return;
      const failureCause = cause ?? (await storedCause(tx, payment.id)) ?? instalment.failureCause ?? 'unknown';
      await recordFailure(tx, baseUrl, plan, instalment, failureCause, payment.chargeDate);
      return;
    }

    // Cancelled by the provider (a schedule or mandate cancelled): a failure stays owed.
    if (instalment.status !== status && !(status === 'cancelled' && instalment.status === 'failed')) {
      await instalments.update(instalment.id, { status });
    }
  });
}

/**
 * A collection that failed (or a mandate cancelled at the bank, which counts as a failed next
 * collection): the instalment failed with its cause, the plan in arrears from `failedOn`, the
 * customer e-mailed, and a first instalment's cover suspended at once. Inside the caller's
 * transaction, with the plan row locked.
 */
async function recordFailure(
  tx: Tx,
  baseUrl: string,
  plan: DirectDebitPlanRow,
  instalment: DirectDebitInstalmentRow,
  failureCause: string,
  failedOn: string,
): Promise<void> {
  await instalmentsRepository(tx).update(instalment.id, { status: 'failed', failureCause });
  if (plan.status === 'cancelled' || plan.status === 'completed' || !plan.warrantyId) return;
  const firstFailedOn = plan.firstFailedOn ?? failedOn;
  const inArrears = await plansRepository(tx).markInArrears(plan, firstFailedOn);
  const warranty = await coverRepository(tx).warranty(plan.warrantyId);
  const customer = await customerOf(tx, plan.userId);
  if (customer && warranty) {
    await queueEmail(
      tx,
      missedPaymentEmail(
        baseUrl,
        customer,
        warranty,
        { ...plan, firstFailedOn },
        { ...instalment, failureCause },
        retryAllowed(failureCause) && !instalment.retriedAt,
      ),
    );
  }
  // Nothing paid for yet: a failed first instalment suspends the cover at once (DESIGN §8.2).
  if (instalment.number === 1 && inArrears) await suspendPlan(tx, baseUrl, { ...inArrears, firstFailedOn });
}

/**
 * The mandate was cancelled at the bank (DESIGN §8.2): the next collection counts as failed, once,
 * from its charge date (or today, if that is later), whatever order the provider's events came in.
 */
export async function mandateCancelledAtBank(
  { db, baseUrl }: CollectionRecords,
  planId: string,
  today = londonToday(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan || !isLivePlan(plan.status)) return false;
    const all = await instalmentsOf(tx, plan.id);
    if (all.some((i) => i.failureCause === 'mandate_cancelled')) return false;
    const next = all.find((i) => i.status !== 'collected' && i.status !== 'refunded' && i.failureCause === null);
    if (!next) return false;
    const failedOn = next.chargeDate > today ? today : next.chargeDate;
    await recordFailure(tx, baseUrl, plan, next, 'mandate_cancelled', failedOn);
    return true;
  });
}

/** Reads one collection from the provider and applies it. */
export async function applyPayment(
  records: CollectionRecords,
  provider: DirectDebitProvider,
  paymentId: string,
  cause?: string,
): Promise<void> {
  await applyPaymentState(records, await provider.collection(paymentId), cause);
}
