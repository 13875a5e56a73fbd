import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: no inline script, ever. Prerendered pages carry a few inline
 * scripts of React Router's; each HTML file is sent with the sha256 hashes of exactly its own
 * (see web/pages.ts), so nothing else inline can run.
 */
/**
 * PayPal's JavaScript SDK, its button frames and their images (real payment mode only; the demo
 * button through the emulator needs none of them). PayPal's SDK injects its own styles.
 */
export const paypalSources = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
} as const;

export interface PolicyOptions {
  /** Allow PayPal's own buttons (PAYPAL_CLIENT_ID set). */
  paypal?: boolean;
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = [], options: PolicyOptions = {}): string {
  const paypal = (kind: keyof typeof paypalSources) => (options.paypal ? paypalSources[kind] : []);
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...paypal('script')].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    options.paypal ? "style-src 'self' 'unsafe-inline' https://*.paypalobjects.com" : "style-src 'self'",
    ["img-src 'self' data: blob:", ...paypal('img')].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...paypal('connect')].join(' '),
    ...(options.paypal ? [`frame-src ${paypalSources.frame.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers that only mean something on a document (a page or a frame). A script or stylesheet
 * cannot be framed or navigated to as a page, so on those they are bytes on every request: about
 * 600 of them per file, many times over on each first visit.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The built scripts and styles (hashed, immutable); images keep every header (an SVG can be opened as a page). */
export const isScriptOrStyle = (url: string) => /^\/assets\/[^?]+\.(?:js|css)(?:\?|$)/.test(url);

/**
 * The headers @fastify/helmet set on every answer with the options we gave it (no CSP of its own:
 * ours follows; HSTS for a year with subdomains; referrer policy strict-origin-when-cross-origin;
 * no cross-origin embedder policy), in its order and spelling. They never depend on the request,
 * yet the plugin rebuilt helmet's eleven middlewares and ran them through a callback chain on
 * every request: the largest share of a cached quote's own CPU time (docs/quality.md). The test compares
 * this list with what @fastify/helmet sends, so an upgrade that changes a default shows there.
 */
export const helmetHeaders: readonly (readonly [name: string, value: string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export const securityHeadersPlugin = fp<PolicyOptions>(async (app, options) => {
  // On the raw response, at the start of the request, as helmet set them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of helmetHeaders) reply.raw.setHeader(name, value);
    done();
  });
  const defaultPolicy = contentSecurityPolicy([], options);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isScriptOrStyle(request.url)) {
      for (const header of documentOnlyHeaders) reply.removeHeader(header);
      return done(null, payload);
    }
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', defaultPolicy);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
