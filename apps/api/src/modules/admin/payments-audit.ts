import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { auditProviderTransactions } from '../payments';
import type { AdminContext } from './context';
import { adminErrors } from './errors';

const MAX_WINDOW_MS = 31 * 86_400_000;

/** PayPal's captures and refunds in the last `windowMs` not accounted for by our records (31 days at most). */
export async function auditPayments(
  ctx: Pick<AdminContext, 'db' | 'provider'>,
  windowMs: number,
  log: FastifyBaseLogger,
) {
  if (windowMs > MAX_WINDOW_MS) throw adminErrors.auditWindowTooLong();
  const to = new Date();
  try {
    return await auditProviderTransactions(ctx.db, ctx.provider, new Date(to.getTime() - windowMs), to);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error }, 'payments audit: PayPal could not be reached');
    throw adminErrors.paypalUnavailable();
  }
}
