import { directDebitEventOf } from '../../adapters/direct-debit/direct-debit-events';
import type { DirectDebitEvent, DirectDebitProvider } from '../../adapters/direct-debit/direct-debit-provider';
import type { Database } from '../../db/database-types';
import { applyPayment } from './collections';
import { eventsRepository } from './events-repository';

export { applyPayment };

/**
 * The provider's events (DESIGN §8.2 "Events"): each stored once by its id, then applied by
 * reading the resource's current state from the provider, never from the event, so ten deliveries
 * of one event, or a collection's "paid out" before its "confirmed", end the same.
 */
export async function storeEvents(db: Database, events: readonly DirectDebitEvent[]): Promise<string[]> {
  return eventsRepository(db).store(events);
}

/** Applies every stored event not yet processed; a provider failure leaves it for the next run. */
export async function applyPendingEvents(db: Database, provider: DirectDebitProvider): Promise<number> {
  const events = eventsRepository(db);
  let applied = 0;
  for (const stored of await events.pending()) {
    try {
      const event = directDebitEventOf(stored);
      // A failure's cause is only in its event; the state itself is read from the provider.
      if (event.collectionId)
        await applyPayment(
          db,
          provider,
          event.collectionId,
          event.collectionFailed ? (event.cause ?? undefined) : undefined,
        );
    } catch {
      continue;
    }
    await events.markProcessed(stored.id);
    applied += 1;
  }
  return applied;
}
