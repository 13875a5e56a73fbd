import type { FastifyPluginAsync } from 'fastify';
import { findUnsafeText } from '@kestrel/domain/schemas/clean-text';
import {
  type DirectDebitEvent,
  DirectDebitProviderError,
  InvalidWebhookSignatureError,
} from '../../adapters/direct-debit/direct-debit-provider';
import { applyPendingEvents, storeEvents } from './apply-events';
import type { DirectDebitContext } from './context';
import { directDebitErrors } from './errors';

const BODY_LIMIT = 1_048_576;

/**
 * The raw body skips the route validator, so the events are held to the same clean-text rule
 * here, as they would be stored (id, links, details, keys included): a NUL or a lone surrogate
 * would otherwise reach PostgreSQL and answer 500, and GoCardless would send it again for ever.
 */
function assertCleanEvents(events: readonly DirectDebitEvent[]) {
  const problems = findUnsafeText({
    events: events.map((event) => ({
      id: event.id,
      resource_type: event.record.resourceType,
      action: event.record.action,
      links: event.record.links,
      details: event.record.details,
    })),
  });
  if (problems.length === 0) return;
  throw directDebitErrors.uncleanWebhook(
    Object.fromEntries(problems.map((problem) => [problem.path.join('.'), problem.message])),
  );
}

/**
 * POST /api/webhooks/gocardless (CONTRACTS §7 "Webhooks"): the signature is checked on the raw
 * bytes before anything is parsed; an invalid one answers 498, as GoCardless expects, and changes
 * nothing. Signed events with unclean text are a 400 (see assertCleanEvents). Valid events are
 * stored once by id and answered 200 at once, then applied.
 */
export const directDebitWebhookRoutes: FastifyPluginAsync<{
  context: Pick<DirectDebitContext, 'db' | 'gocardless' | 'baseUrl'>;
}> = async (app, { context }) => {
  // The raw body, inside this plugin only: the signature covers the exact bytes GoCardless sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/gocardless',
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['webhook-signature'];
      let events;
      try {
        events = context.gocardless.readWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) {
          return reply
            .code(498)
            .send({ error: { code: 'INVALID_SIGNATURE', message: 'The Webhook-Signature does not match.' } });
        }
        if (error instanceof DirectDebitProviderError) {
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST', message: 'The webhook body could not be read.' } });
        }
        throw error;
      }
      assertCleanEvents(events);
      const stored = await storeEvents(context.db, events);
      void applyPendingEvents(context, context.gocardless, request.log).catch((error: unknown) =>
        request.log.error({ err: error }, 'applying GoCardless events'),
      );
      return reply.code(200).send({ received: events.length, new: stored.length });
    },
  );
};
