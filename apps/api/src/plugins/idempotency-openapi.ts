import { SAFE_RETRIES } from '@kestrel/domain/idempotency/safe-retries';

/** The OpenAPI document's operations, as far as this file reads and writes them. */
interface Operation {
  parameters?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown } | undefined>;
}
type Paths = Record<string, Record<string, Operation | undefined> | undefined>;

const errorBody = {
  'application/json': {
    schema: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['code', 'message'],
        },
      },
      required: ['error'],
    },
  },
};

const keyParameter = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    `Safe retries: a key of your choosing (a UUID), new for each request. The same key with the same request ` +
    `within ${SAFE_RETRIES.keptForSeconds / 3600} hours is answered the first answer again, with the header ` +
    '`Idempotent-Replayed: true`, and nothing is done twice. A 5xx is not kept: a retry does the work.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};

const answers: Record<string, string> = {
  '409': 'The first request with this Idempotency-Key is still running: try again after Retry-After (1 second).',
  '422': 'IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent with another request (another path or body).',
};

/** A Fastify path (`/api/x/:id`) as the document writes it (`/api/x/{id}`). */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI document with the Idempotency-Key header on each call that honours it, and the
 * 409 and 422 it may answer: beside a 409 the call has of its own, the description says both.
 */
export function documentSafeRetries<Document extends { paths?: unknown }>(
  document: Document,
  routes: { method: string; url: string }[],
): Document {
  const paths = (document.paths ?? {}) as Paths;
  for (const { method, url } of routes) {
    const operation = paths[documentPath(url)]?.[method.toLowerCase()];
    if (!operation) continue;
    operation.parameters = [...(operation.parameters ?? []), keyParameter];
    const responses = (operation.responses ??= {});
    for (const [status, description] of Object.entries(answers)) {
      const own = responses[status];
      responses[status] = own
        ? { ...own, description: `${own.description ?? ''} Or: ${description}`.trim() }
        : { description, content: errorBody };
    }
  }
  return document;
}
