import { retryAllowed } from '@kestrel/domain/direct-debit/arrears';
import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import { paymentMethodLabels } from '@kestrel/domain/payments/orders';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { GocardlessAdapter } from '../../adapters/direct-debit/gocardless-adapter';
import type { GcPayment } from '../../adapters/direct-debit/gocardless-schemas';
import { allocateReference } from '../../db/allocate-reference';
import type { Database } from '../../db/database-types';
import {
  directDebitEvents,
  directDebitInstalments,
  directDebitPlans,
  transactions,
  warranties,
  type DirectDebitInstalmentRow,
  type DirectDebitPlanRow,
} from '../../db/schema';
import { queueEmail } from '../outbox';
import type { Executor, Tx } from '../../db/tx';
import { missedPaymentEmail } from './direct-debit-emails';
import { instalmentsOf, owedInstalments } from './plan-view';
import { customerOf, liftArrears, suspendPlan } from './standing';
import { isLivePlan } from '@kestrel/domain/schemas/direct-debit';

/** The cause GoCardless gave in the latest `failed` event of a payment we have stored. */
async function storedCause(tx: Executor, paymentId: string): Promise<string | null> {
  const [event] = await tx
    .select({ details: directDebitEvents.details })
    .from(directDebitEvents)
    .where(and(sql`${directDebitEvents.links}->>'payment' = ${paymentId}`, eq(directDebitEvents.action, 'failed')))
    .orderBy(desc(directDebitEvents.receivedAt))
    .limit(1);
  const cause = event?.details.cause;
  return typeof cause === 'string' ? cause : null;
}

/**
 * One provider payment applied to our records from its current state (never from an event's
 * action), in one transaction with the plan row locked: so duplicates and any order of arrival end
 * the same. Collected → a transaction with its receipt (once: unique by the payment's id) and, when
 * nothing else is owed, the arrears lifted; failed → the plan in arrears from the charge date
 * (suspended at once for a first instalment) and the customer e-mailed, once.
 */
export async function applyPaymentState(db: Database, payment: GcPayment, cause?: string): Promise<void> {
  const [found] = await db
    .select({ planId: directDebitInstalments.planId })
    .from(directDebitInstalments)
    .where(eq(directDebitInstalments.providerPaymentId, payment.id));
  if (!found) return; // Not ours, or a schedule our write has not recorded yet: reconciliation comes back.
  const status = instalmentStatusOf(payment.status);

  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(directDebitPlans).where(eq(directDebitPlans.id, found.planId)).for('update');
    const [instalment] = await tx
      .select()
      .from(directDebitInstalments)
      .where(eq(directDebitInstalments.providerPaymentId, payment.id));
    if (!plan || !instalment || !plan.warrantyId) return;
    if (instalment.status === 'refunded') return;
    // Paid by card (issue 19): whatever GoCardless later says of its payment changes nothing here.
    if (instalment.status === 'collected' && instalment.transactionId) {
      const [paidBy] = await tx
        .select({ provider: transactions.provider })
        .from(transactions)
        .where(eq(transactions.id, instalment.transactionId));
      if (paidBy && paidBy.provider !== 'gocardless') return;
    }

    if (status === 'collected') {
      if (instalment.status === 'collected' && instalment.transactionId) return;
      const [transaction] = await tx
        .insert(transactions)
        .values({
          reference: await allocateReference(tx, 'receipt'),
          userId: plan.userId,
          warrantyId: plan.warrantyId,
          orderId: plan.orderId,
          kind: 'payment',
          provider: 'gocardless',
          sourceId: payment.id,
          status: 'COMPLETED',
          method: paymentMethodLabels.gocardless,
          amount: payment.amount,
          currency: 'GBP',
        })
        .onConflictDoNothing()
        .returning({ id: transactions.id });
      await tx
        .update(directDebitInstalments)
        .set({ status, ...(transaction ? { transactionId: transaction.id } : {}), updatedAt: sql`now()` })
        .where(eq(directDebitInstalments.id, instalment.id));
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
      await recordFailure(tx, plan, instalment, failureCause, payment.charge_date);
      return;
    }

    // Cancelled by GoCardless (a schedule or mandate cancelled): a failure stays owed.
    if (instalment.status !== status && !(status === 'cancelled' && instalment.status === 'failed')) {
      await tx
        .update(directDebitInstalments)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(directDebitInstalments.id, instalment.id)));
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
  plan: DirectDebitPlanRow,
  instalment: DirectDebitInstalmentRow,
  failureCause: string,
  failedOn: string,
): Promise<void> {
  await tx
    .update(directDebitInstalments)
    .set({ status: 'failed', failureCause, updatedAt: sql`now()` })
    .where(eq(directDebitInstalments.id, instalment.id));
  if (plan.status === 'cancelled' || plan.status === 'completed' || !plan.warrantyId) return;
  const firstFailedOn = plan.firstFailedOn ?? failedOn;
  const [inArrears] = await tx
    .update(directDebitPlans)
    .set({ firstFailedOn, status: plan.status === 'active' ? 'in-arrears' : plan.status, updatedAt: sql`now()` })
    .where(eq(directDebitPlans.id, plan.id))
    .returning();
  const [warranty] = await tx.select().from(warranties).where(eq(warranties.id, plan.warrantyId));
  const customer = await customerOf(tx, plan.userId);
  if (customer && warranty) {
    await queueEmail(
      tx,
      missedPaymentEmail(
        customer,
        warranty,
        { ...plan, firstFailedOn },
        { ...instalment, failureCause },
        retryAllowed(failureCause) && !instalment.retriedAt,
      ),
    );
  }
  // Nothing paid for yet: a failed first instalment suspends the cover at once (DESIGN §8.2).
  if (instalment.number === 1 && inArrears) await suspendPlan(tx, { ...inArrears, firstFailedOn });
}

/**
 * The mandate was cancelled at the bank (DESIGN §8.2): the next collection counts as failed, once,
 * from its charge date (or today, if that is later), whatever order GoCardless's events came in.
 */
export async function mandateCancelledAtBank(db: Database, planId: string, today = londonToday()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(directDebitPlans).where(eq(directDebitPlans.id, planId)).for('update');
    if (!plan || !isLivePlan(plan.status)) return false;
    const all = await instalmentsOf(tx, plan.id);
    if (all.some((i) => i.failureCause === 'mandate_cancelled')) return false;
    const next = all.find((i) => i.status !== 'collected' && i.status !== 'refunded' && i.failureCause === null);
    if (!next) return false;
    const failedOn = next.chargeDate > today ? today : next.chargeDate;
    await recordFailure(tx, plan, next, 'mandate_cancelled', failedOn);
    return true;
  });
}

/** Reads one payment from GoCardless and applies it. */
export async function applyPayment(
  db: Database,
  provider: GocardlessAdapter,
  paymentId: string,
  cause?: string,
): Promise<void> {
  await applyPaymentState(db, await provider.getPayment(paymentId), cause);
}
