import type { DirectDebitPlanRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { instalmentsRepository } from './instalments-repository';
import { cardPayable, instalmentsOf, owedInstalments } from './plan-view';
import { lockLivePlanOfWarranty, plansRepository } from './plans-repository';
import { liftArrears } from './standing';

type Reader = Executor;

/** A live plan of this warranty, and the pence of its arrears payable by card (0 when none). */
export async function cardArrearsOf(
  db: Reader,
  warrantyId: string,
): Promise<{ plan: DirectDebitPlanRow; amount: number } | null> {
  const plan = await plansRepository(db).liveOfWarranty(warrantyId);
  if (!plan) return null;
  const amount = cardPayable(await instalmentsOf(db, plan.id)).reduce((sum, i) => sum + i.amount, 0);
  return { plan, amount };
}

/**
 * A card payment towards a monthly warranty (a balance order) pays its arrears first, oldest
 * collection first, while the amount covers a whole instalment: each is marked collected with the
 * card payment's transaction (so the job never retries it and a later GoCardless state of its
 * payment is ignored), and when nothing is owed any more the suspension is lifted at once. Inside
 * the fulfilment's transaction; answers the pence left over for the warranty's balance due.
 */
export async function payArrearsByCard(
  tx: Tx,
  warrantyId: string,
  amount: number,
  transactionId: string,
): Promise<number> {
  const plan = await lockLivePlanOfWarranty(tx, warrantyId);
  if (!plan) return amount;
  const instalments = instalmentsRepository(tx);
  let left = amount;
  for (const instalment of cardPayable(await instalmentsOf(tx, plan.id))) {
    if (instalment.amount > left) break;
    if (await instalments.payByCard(instalment.id, transactionId)) left -= instalment.amount;
  }
  if (left === amount) return amount;
  const all = await instalmentsOf(tx, plan.id);
  if (owedInstalments(all).length === 0) {
    await liftArrears(
      tx,
      plan,
      all.every((i) => i.status === 'collected'),
    );
  }
  return left;
}

/** True when this card payment paid missed monthly collections. */
export const paidByCard = (db: Reader, transactionId: string): Promise<boolean> =>
  instalmentsRepository(db).paidBy(transactionId);

/** Missed collections payable by card, as payments asks for them (its `CardArrears`). */
export const cardArrears = {
  owed: async (db: Reader, warrantyId: string) => (await cardArrearsOf(db, warrantyId))?.amount ?? 0,
  pay: payArrearsByCard,
  paidBy: paidByCard,
};
