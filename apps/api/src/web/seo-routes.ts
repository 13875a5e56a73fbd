import type { FastifyPluginAsync } from 'fastify';
import type { WebPages } from './pages';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** /sitemap.xml lists every prerendered public page; /robots.txt points to it and keeps robots out of the app. */
export const seoRoutes: FastifyPluginAsync<{ web: WebPages; baseUrl: string }> = async (app, { web, baseUrl }) => {
  // Made on its first request: listing the pages reads each of them (pages.ts).
  let sitemap: string | null = null;
  const makeSitemap = () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...web.paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path === '/' ? '/' : path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');

  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard/',
    'Disallow: /purchase/',
    'Disallow: /auth/',
    'Disallow: /password/',
    'Disallow: /__emulators/',
    'Allow: /',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send((sitemap ??= makeSitemap())),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};
