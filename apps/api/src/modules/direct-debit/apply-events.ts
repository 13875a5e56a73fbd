import { directDebitEventOf } from '../../adapters/direct-debit/direct-debit-events';
import type { FastifyBaseLogger } from 'fastify';
import {
  DirectDebitProviderError,
  type DirectDebitEvent,
  type DirectDebitProvider,
} from '../../adapters/direct-debit/direct-debit-provider';
import type { Database } from '../../db/database-types';
import { applyPayment, type CollectionRecords } from './collections';
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

/** An event that fails this many times for a reason of its own is given up (and logged as an error). */
export const EVENT_TRIES = 5;

/** GoCardless unreachable or failing on its side: the event is not at fault, and is tried again without counting. */
const providerDown = (error: unknown) =>
  error instanceof DirectDebitProviderError && (error.status === null || error.status >= 500);

/**
 * Applies every stored event not yet processed. GoCardless unreachable leaves an event for the
 * next run; any other failure (an event that cannot be read, a resource GoCardless does not know)
 * counts a try, and after EVENT_TRIES the event is given up and logged, so it never blocks the queue.
 */
export async function applyPendingEvents(
  records: CollectionRecords,
  provider: DirectDebitProvider,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  const events = eventsRepository(records.db);
  let applied = 0;
  for (const stored of await events.pending()) {
    try {
      const event = directDebitEventOf(stored);
      // A failure's cause is only in its event; the state itself is read from the provider.
      if (event.collectionId)
        await applyPayment(
          records,
          provider,
          event.collectionId,
          event.collectionFailed ? (event.cause ?? undefined) : undefined,
        );
    } catch (error) {
      if (providerDown(error)) continue;
      const message = error instanceof Error ? error.message : String(error);
      if (await events.recordFailure(stored.id, message, EVENT_TRIES)) {
        log?.error({ eventId: stored.id, err: error }, `a GoCardless event was given up after ${EVENT_TRIES} tries`);
      }
      continue;
    }
    await events.markProcessed(stored.id);
    applied += 1;
  }
  return applied;
}
