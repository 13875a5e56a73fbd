import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentSafeRetries } from './idempotency-openapi';

const DOCS_PREFIX = '/api/docs';

/** Headers of the inner answer that belong to its own connection, not to the answer passed on. */
const hopHeaders = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The Swagger UI (and the document's /json and /yaml) in a Fastify instance of its own, made on
 * the first request under /api/docs. Registering @fastify/swagger-ui at start loads it and
 * @fastify/static with their own dependencies from node_modules (they are not bundled) and scans
 * the UI's assets: about a tenth of a demo-mode cold start (docs/quality.md, cold start) for a page
 * few visitors open. The document itself comes from this app's @fastify/swagger, which has to see
 * the routes as they are registered.
 */
async function makeDocsServer(app: FastifyInstance): Promise<FastifyInstance> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  const docs = Fastify({ logger: false });
  // swagger-ui depends on a plugin named @fastify/swagger that decorates `swagger`: the app's.
  await docs.register(
    fp(
      async (instance) => {
        // @fastify/swagger's function reads no `this`: it answers from the routes it collected.
        instance.decorate('swagger', app.swagger);
      },
      { name: '@fastify/swagger' },
    ),
  );
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  await docs.ready();
  return docs;
}

/** The OpenAPI document, generated from the routes' zod schemas. Not served in production. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kestrel Warranties API',
        description: 'The REST API of the UK used-car and van warranty website.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    // The Idempotency-Key header is read by a plugin, not a route's schema (which would validate,
    // and so replace, the request's headers): it is written into the document here.
    transformObject: (document) =>
      'openapiObject' in document
        ? documentSafeRetries(document.openapiObject, app.hasDecorator('idempotentRoutes') ? app.idempotentRoutes : [])
        : document.swaggerObject,
  });

  let docs: Promise<FastifyInstance> | null = null;
  const docsServer = () => {
    docs ??= makeDocsServer(app).catch((error: unknown) => {
      docs = null; // tried again on the next request
      throw error;
    });
    return docs;
  };
  app.addHook('onClose', async () => {
    if (docs) await (await docs.catch(() => null))?.close();
  });

  // Each request is answered by the UI's instance, its status, headers and body passed on as they are.
  const passOn = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docsServer()).inject({ method: 'GET', url: request.url, headers: request.headers });
    // Not one of the UI's files: this app's own 404, as for any other address.
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !hopHeaders.has(name)) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, passOn);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, passOn);
});
