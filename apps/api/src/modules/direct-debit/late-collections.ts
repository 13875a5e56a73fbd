import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitContext } from './context';
import { instalmentsRepository } from './instalments-repository';
import { recordInstalmentRefund, refundTransaction } from './provider-actions';

/**
 * A plan cancelled within cooling-off is owed back every payment (DESIGN §8.2). A collection that
 * was already at the bank when it was cancelled (`submitted`, so the provider could not cancel it)
 * and was taken afterwards is refunded here, by the job, through the provider (keyed by its
 * transaction, so once), and the instalment becomes `refunded` with the refund's receipt.
 */
export async function refundLateCollections(ctx: DirectDebitContext): Promise<number> {
  const late = await instalmentsRepository(ctx.db).lateCollections();
  let refunded = 0;
  for (const { instalment, payment } of late) {
    try {
      const refund = await refundTransaction(ctx, payment, [instalment]);
      if (await ctx.db.transaction((tx) => recordInstalmentRefund(tx, instalment.id, refund))) refunded += 1;
    } catch (error) {
      if (!(error instanceof DirectDebitProviderError)) throw error;
      ctx.log.warn({ err: error, instalment: instalment.id }, 'a late collection could not be refunded yet');
    }
  }
  return refunded;
}
