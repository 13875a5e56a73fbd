import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

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
