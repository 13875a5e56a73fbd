import type { OrderQuote, OrderStatus, PaymentProviderId } from '@kestrel/domain/payments/orders';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { paymentOrders, type PaymentOrderRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

type OrderBase = Omit<PaymentOrderRow, 'purpose' | 'quote' | 'warrantyId'>;

/** An order for a new warranty, made from the quote the server priced. */
export type PurchaseOrder = OrderBase & { purpose: 'purchase'; quote: OrderQuote };

/** An order for the balance staff raised on a warranty after its inspection. */
export type BalanceOrder = OrderBase & { purpose: 'balance'; warrantyId: string };

/** An order for everything still to collect on a warranty's monthly plan, paid off by card (issue #38). */
export type PayOffOrder = OrderBase & { purpose: 'payoff'; warrantyId: string };

/** A payment order of any kind; `provider` says who takes the money. */
export type PaymentOrder = PurchaseOrder | BalanceOrder | PayOffOrder;

/** An order to store: its kind's own fields, the amount in pence (GBP) and the rates that priced it. */
export type NewPaymentOrder = { userId: string; amount: number; ratesVersion: number } & Partial<
  Pick<PaymentOrderRow, 'history' | 'historyFlagged' | 'historyReadingMiles'>
> &
  (
    | Pick<PurchaseOrder, 'purpose' | 'quote' | 'termsVersion' | 'declaration' | 'declaredAt' | 'unlikelyDetails'>
    | Pick<BalanceOrder, 'purpose' | 'warrantyId'>
    | Pick<PayOffOrder, 'purpose' | 'warrantyId'>
  );

/** A stored order as its kind (the database's check constraint holds each kind to its shape). */
export function paymentOrderOf(row: PaymentOrderRow): PaymentOrder {
  const { purpose, quote, warrantyId, ...base } = row;
  if (purpose === 'purchase' && quote) return { ...base, purpose, quote };
  if ((purpose === 'balance' || purpose === 'payoff') && warrantyId) return { ...base, purpose, warrantyId };
  throw new Error(`Payment order ${row.id} is not a well-formed ${purpose} order`);
}

const orderOrNull = (row: PaymentOrderRow | undefined) => (row ? paymentOrderOf(row) : null);

/** A capture claimed longer ago than this is taken to have died with its process (by default). */
export const STALE_CAPTURE_SECONDS = 60;

/**
 * Payment orders. `staleCaptureSeconds` is how long a capture claim holds before another caller
 * may take it over (the app derives it from the provider timeout: see `staleCaptureSeconds`).
 */
export function ordersRepository(db: Executor, staleCaptureSeconds = STALE_CAPTURE_SECONDS) {
  return {
    /** Stores a new order, with its reference, before the provider hears of it; answers its id. */
    async store(order: NewPaymentOrder, provider: PaymentProviderId): Promise<string> {
      const [row] = await db.transaction(async (tx) =>
        tx
          .insert(paymentOrders)
          .values({ ...order, reference: await allocateReference(tx, 'order'), provider, currency: 'GBP' })
          .returning({ id: paymentOrders.id }),
      );
      if (!row) throw new Error('The order was not stored');
      return row.id;
    },

    async byProviderId(providerOrderId: string, userId?: string): Promise<PaymentOrder | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.providerOrderId, providerOrderId),
            userId ? eq(paymentOrders.userId, userId) : undefined,
          ),
        );
      return orderOrNull(row);
    },

    async byId(id: string): Promise<PaymentOrder | null> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return orderOrNull(row);
    },

    /**
     * Takes the order for one capture attempt: only one caller at a time gets it (a conditional
     * UPDATE), and a claim older than `staleCaptureSeconds` is taken over (its holder died).
     */
    async claim(id: string): Promise<PaymentOrder | null> {
      const [row] = await db
        .update(paymentOrders)
        .set({
          status: 'capturing',
          updatedAt: sql`now()`,
          captureAttempts: sql`${paymentOrders.captureAttempts} + 1`,
        })
        .where(
          and(
            eq(paymentOrders.id, id),
            or(
              inArray(paymentOrders.status, ['created', 'capture-pending']),
              and(
                eq(paymentOrders.status, 'capturing'),
                lt(paymentOrders.updatedAt, sql`now() - make_interval(secs => ${staleCaptureSeconds})`),
              ),
            ),
          ),
        )
        .returning();
      return orderOrNull(row);
    },

    /** Ends a capture attempt without fulfilling: back to waiting, or to a final state. */
    async release(
      id: string,
      status: Exclude<OrderStatus, 'capturing' | 'completed'>,
      details: { lastError?: string | null; captureId?: string } = {},
    ) {
      await db
        .update(paymentOrders)
        .set({ status, updatedAt: sql`now()`, ...details })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'capturing')));
    },

    /** The provider's id of the order it opened for ours. */
    async setProviderOrderId(id: string, providerOrderId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerOrderId, updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, id));
    },

    /** The provider could not open an order for ours: it will never be paid. */
    async markNotOpened(id: string, lastError: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'failed', lastError, updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, id));
    },

    /**
     * Marks the order completed with its capture, once: true for the one caller that did it (a
     * conditional UPDATE, in the fulfilment's transaction), false when it already was.
     */
    async complete(id: string, captureId: string): Promise<boolean> {
      const [won] = await db
        .update(paymentOrders)
        .set({ status: 'completed', captureId, completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'completed')))
        .returning({ id: paymentOrders.id });
      return won !== undefined;
    },

    /** The orders that recorded any of these captures, or that any of these ids name (the payments audit). */
    async forAudit(captureIds: readonly string[], orderIds: readonly string[]) {
      const columns = { id: paymentOrders.id, captureId: paymentOrders.captureId, amount: paymentOrders.amount };
      const [byCapture, byId] = await Promise.all([
        captureIds.length
          ? db
              .select(columns)
              .from(paymentOrders)
              .where(inArray(paymentOrders.captureId, [...captureIds]))
          : [],
        orderIds.length
          ? db
              .select(columns)
              .from(paymentOrders)
              .where(inArray(paymentOrders.id, [...orderIds]))
          : [],
      ]);
      return { byCapture, byId };
    },

    /**
     * A monthly order paid by its plan's collections (no capture), completed with its warranty:
     * in the completion's transaction, which has already taken the plan once.
     */
    async markCompletedWithoutCapture(id: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, id));
    },

    /** The order will never be paid (its Direct Debit was not set up), unless it already was. */
    async failUnlessCompleted(id: string, lastError: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'failed', lastError, updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'completed')));
    },

    /** An order still only created, given up: expired. */
    async expireIfCreated(id: string, lastError: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'expired', lastError, updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
    },

    /** Orders a browser may have left behind: waiting, pending at the provider, or claimed by a dead process. */
    async needingReconciliation(olderThanSeconds: number, limit = 50): Promise<PaymentOrder[]> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            // Monthly orders are GoCardless's: the Direct Debit job reconciles those.
            eq(paymentOrders.provider, 'paypal'),
            or(
              and(
                inArray(paymentOrders.status, ['created', 'capture-pending']),
                lt(paymentOrders.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
              ),
              and(
                eq(paymentOrders.status, 'capturing'),
                lt(paymentOrders.updatedAt, sql`now() - make_interval(secs => ${staleCaptureSeconds})`),
              ),
            ),
          ),
        )
        .orderBy(paymentOrders.updatedAt)
        .limit(limit);
      return rows.map(paymentOrderOf);
    },
  };
}
