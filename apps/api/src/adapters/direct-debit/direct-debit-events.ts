import type { DirectDebitEvent, ProviderEventRecord } from './direct-debit-provider';

/**
 * GoCardless's events (CONTRACTS §7 "Webhooks") in our words. We keep each event's record as it
 * came (resource type, action, links, details), so the back office sees GoCardless's own log; this
 * is the one place that reads it: which collection an event is about, whether it says that
 * collection failed, and the cause it gives.
 */
export function directDebitEventOf(event: { id: string } & ProviderEventRecord): DirectDebitEvent {
  const payment = event.resourceType === 'payments' ? (event.links.payment ?? null) : null;
  const cause = event.details.cause;
  return {
    id: event.id,
    collectionId: payment,
    collectionFailed: payment !== null && event.action === 'failed',
    cause: typeof cause === 'string' ? cause : null,
    record: {
      resourceType: event.resourceType,
      action: event.action,
      links: event.links,
      details: event.details,
    },
  };
}

/**
 * How a stored record names what it is about, for a query of the stored events: the key of its
 * link to a collection and to a mandate, and the action of a failed collection.
 */
export const eventRecordKeys = { collectionLink: 'payment', mandateLink: 'mandate', failedAction: 'failed' } as const;
