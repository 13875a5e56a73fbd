import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isScriptOrStyle } from './security-headers';

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
