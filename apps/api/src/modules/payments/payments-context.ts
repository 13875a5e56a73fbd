import type { FastifyBaseLogger } from 'fastify';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database';
import type { RatesRepository } from '../quotes/rates-repository';
import type { HistoryChecker } from '../vehicle-history/check-history';
import { ordersRepository, STALE_CAPTURE_SECONDS } from './orders-repository';

/** What the payment services need, handed to them by the app (tests build their own). */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
  rates: RatesRepository;
  lookup: (registration: string) => Promise<Vehicle>;
  /** The DVSA MOT history check an order is re-checked with (DESIGN §8.3). */
  history: HistoryChecker;
  /** Public URL of the site: where the provider sends the buyer back. */
  baseUrl: string;
  log: FastifyBaseLogger;
  /** How long a capture claim holds before it counts as abandoned (default STALE_CAPTURE_SECONDS). */
  staleCaptureSeconds?: number;
}

export const staleSeconds = (ctx: PaymentsContext) => ctx.staleCaptureSeconds ?? STALE_CAPTURE_SECONDS;

/** The orders repository with this context's claim window. */
export const ordersOf = (ctx: PaymentsContext) => ordersRepository(ctx.db, staleSeconds(ctx));
