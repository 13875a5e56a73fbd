import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

export const securityHeadersPlugin = fp<PolicyOptions>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const defaultPolicy = contentSecurityPolicy([], options);
  app.addHook('onSend', async (request, reply) => {
    if (isScriptOrStyle(request.url)) {
      for (const header of documentOnlyHeaders) reply.removeHeader(header);
      return;
    }
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', defaultPolicy);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
