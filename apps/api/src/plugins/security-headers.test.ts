import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, helmetHeaders, isScriptOrStyle, securityHeadersPlugin } from './security-headers';

/** The headers of one answer of a bare Fastify app with `register` added, in the order they are sent. */
async function answerHeaders(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/page', async () => 'hello');
  const res = await app.inject({ method: 'GET', url: '/page' });
  await app.close();
  return { headers: res.headers, sent: Object.keys(res.headers) };
}

describe('the security headers helmet used to set', () => {
  it('are what @fastify/helmet sends with the options we gave it, in its order', async () => {
    const fromHelmet = await answerHeaders(async (app) => {
      await app.register(helmet, {
        contentSecurityPolicy: false,
        strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
      });
    });
    const fromList = await answerHeaders(async (app) => {
      await app.register(securityHeadersPlugin);
    });
    const helmetOwn = fromHelmet.sent.filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(helmetOwn).toEqual(helmetHeaders.map(([name]) => name.toLowerCase()));
    for (const [name, value] of helmetHeaders) {
      expect(fromHelmet.headers[name.toLowerCase()], name).toBe(value);
      expect(fromList.headers[name.toLowerCase()], name).toBe(value);
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no third party and no inline script by default', () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).not.toContain('paypal');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('frame-src');
  });

  it("opens exactly PayPal's hosts for its own buttons in real payment mode", () => {
    const csp = contentSecurityPolicy([], { paypal: true });
    expect(csp).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com;");
    expect(csp).toContain('frame-src https://*.paypal.com https://*.paypalobjects.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('isScriptOrStyle: the assets that carry no document-only headers', () => {
  it.each([
    ['/assets/root-I-w_4Onb.js', true],
    ['/assets/app-Dx1.css', true],
    ['/assets/root.js?v=1', true],
    ['/assets/logo-abc.svg', false],
    ['/assets/photo.webp', false],
    ['/faq', false],
    ['/api/assets/x.js', false],
    ['/assets/../faq', false],
  ])('%s → %s', (url, expected) => {
    expect(isScriptOrStyle(url)).toBe(expected);
  });
});
