import type { FastifyBaseLogger } from 'fastify';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import type { Executor, Tx } from '../../db/tx';
import type { RatesRepository } from '../quotes';
import type { HistoryChecker } from '../vehicle-history';
import { ordersRepository, STALE_CAPTURE_SECONDS, type PayOffOrder } from './orders-repository';

/**
 * The missed monthly collections of a warranty that a card payment may pay (DESIGN §8.2). Monthly
 * plans are direct-debit's; payments reaches them only through this, handed in by the app.
 */
export interface CardArrears {
  /** The pence of the warranty's missed collections payable by card; 0 when none. */
  owed(db: Executor, warrantyId: string): Promise<number>;
  /**
   * Pays them from `amount`, oldest first, inside the fulfilment's transaction; answers the pence
   * left over for the warranty's balance due.
   */
  pay(tx: Tx, warrantyId: string, amount: number, transactionId: string): Promise<number>;
  /** Whether this card payment paid missed collections. */
  paidBy(db: Executor, transactionId: string): Promise<boolean>;
}

/**
 * A monthly plan paid off by card (issue #38): the capture of a `payoff` order goes through these,
 * so GoCardless never collects what the card pays. Implemented by direct-debit, handed in by the app.
 */
export interface CardPayOff {
  /**
   * Right before the provider is asked to capture: the plan is held for this order and its
   * GoCardless schedule stopped, and what is left to pay checked again against the order. Throws
   * an AppError when the order may not be captured (4xx: never, as it stands; 5xx: not now).
   */
  hold(order: PayOffOrder): Promise<void>;
  /** The capture took nothing (declined, failed) or is not accepted (flagged): the plan collects again. */
  letGo(order: PayOffOrder): Promise<void>;
  /**
   * In the fulfilment's transaction: every instalment still to collect paid with this card
   * payment, the plan completed. Answers the pence of instalments it paid, and of those the missed
   * ones (arrears).
   */
  pay(tx: Tx, order: PayOffOrder, transactionId: string): Promise<{ paid: number; arrears: number }>;
}

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
  /** A monthly plan's missed collections, which a card payment towards a warranty pays first. */
  arrears: CardArrears;
  /** A monthly plan's pay-off by card: its schedule stopped before the capture, paid in the fulfilment. */
  payOff: CardPayOff;
  /** How long a capture claim holds before it counts as abandoned (default STALE_CAPTURE_SECONDS). */
  staleCaptureSeconds?: number;
}

export const staleSeconds = (ctx: Pick<PaymentsContext, 'staleCaptureSeconds'>) =>
  ctx.staleCaptureSeconds ?? STALE_CAPTURE_SECONDS;

/** The orders repository with this context's claim window. */
export const ordersOf = (ctx: PaymentsContext) => ordersRepository(ctx.db, staleSeconds(ctx));
