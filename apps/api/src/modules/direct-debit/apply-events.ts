import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GocardlessAdapter } from '../../adapters/direct-debit/gocardless-adapter';
import type { GcWebhookEvent } from '../../adapters/direct-debit/gocardless-schemas';
import type { Database } from '../../db/database-types';
import { directDebitEvents } from '../../db/schema';
import { applyPayment } from './collections';

export { applyPayment };

/**
 * GoCardless events (DESIGN §8.2 "Events"): each stored once by its id, then applied by reading
 * the resource's current state from GoCardless, never from the event, so ten deliveries of one
 * event, or a `paid_out` before its `confirmed`, end the same.
 */
export async function storeEvents(db: Database, events: readonly GcWebhookEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const stored = await db
    .insert(directDebitEvents)
    .values(
      events.map((event) => ({
        id: event.id,
        resourceType: event.resource_type,
        action: event.action,
        links: event.links,
        details: event.details,
      })),
    )
    .onConflictDoNothing({ target: directDebitEvents.id })
    .returning({ id: directDebitEvents.id });
  return stored.map((row) => row.id);
}

/** Applies every stored event not yet processed; a provider failure leaves it for the next run. */
export async function applyPendingEvents(db: Database, provider: GocardlessAdapter): Promise<number> {
  const pending = await db
    .select()
    .from(directDebitEvents)
    .where(isNull(directDebitEvents.processedAt))
    .orderBy(directDebitEvents.receivedAt)
    .limit(200);
  let applied = 0;
  for (const event of pending) {
    try {
      const paymentId = event.links.payment;
      const cause = typeof event.details.cause === 'string' ? event.details.cause : undefined;
      // A failure's cause is only in its event; the state itself is read from GoCardless.
      if (event.resourceType === 'payments' && paymentId)
        await applyPayment(db, provider, paymentId, event.action === 'failed' ? cause : undefined);
    } catch {
      continue;
    }
    await db
      .update(directDebitEvents)
      .set({ processedAt: sql`now()` })
      .where(and(eq(directDebitEvents.id, event.id), isNull(directDebitEvents.processedAt)));
    applied += 1;
  }
  return applied;
}
