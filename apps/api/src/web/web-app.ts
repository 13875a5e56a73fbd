import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { errorBody } from '../plugins/errors';
import { loadWebPages, type PageFills } from './pages';
import { seoRoutes } from './seo-routes';

/**
 * The built web app (its prerendered pages, SEO routes and static files, when WEB_DIST_DIR is
 * set) and the answer to whatever no route matched: the right page for a page request, the error
 * body otherwise. Not encapsulated, so the not-found handler is the whole app's. `fills` are the
 * figures the server puts into a prerendered page (pages.ts).
 */
const webAppPlugin: FastifyPluginAsync<{ fills?: PageFills }> = async (app, { fills = {} }) => {
  const { config } = app;
  const web = config.webDistDir
    ? loadWebPages(config.webDistDir, { paypal: config.payments.mode === 'paypal' }, fills)
    : null;
  if (web) await app.register(seoRoutes, { web, baseUrl: config.baseUrl });
  if (config.webDistDir) {
    const cacheFor = (value: string) => (reply: FastifyReply) => void reply.header('cache-control', value);
    // The build's hashed files, under one route: a route for each (184 of them, GET and HEAD) was
    // about 80 ms of every start, Fastify's router compiling a matcher for each (docs/quality.md).
    // A file that is not there reaches the not-found handler, as any unknown path does.
    await app.register(fastifyStatic, {
      root: join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      setHeaders: cacheFor('public, max-age=31536000, immutable'),
    });
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      decorateReply: false,
      index: false,
      preCompressed: true,
      // Routes for the other files present at start-up (the pages' data, the blog's pictures);
      // anything else (/, /faq/, app routes, unknown paths) reaches the not-found handler, which
      // answers with the right page.
      wildcard: false,
      // No routes for the precompressed copies (preCompressed finds them beside their file), the
      // pages (answered by the not-found handler) or the hashed files (above).
      globIgnore: ['**/*.br', '**/*.gz', '**/*.html', 'assets/**'],
      allowedPath: (path) => !/\.html(\.br|\.gz)?$/.test(path),
      setHeaders: cacheFor('public, max-age=3600'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/__emulators/');
    if (web && isPageRequest) return web.respond(path, reply);
    return reply.code(404).send(errorBody(errorCodes.notFound, `There is nothing at ${request.method} ${path}.`));
  });
};

export const webApp = fp(webAppPlugin, { name: 'kestrel-web-app' });
