import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
};

describe('Direct Debit configuration', () => {
  it('uses the emulator in demo mode with nothing set', () => {
    expect(loadConfig({}).directDebit).toEqual({
      demo: true,
      apiBase: 'http://127.0.0.1:3000/__emulators/gocardless',
      accessToken: 'kestrel-demo-gocardless-token',
      webhookSecret: 'kestrel-demo-gocardless-webhook-secret',
      timeoutMs: 10000,
    });
  });

  it('is off when MONTHLY_PAYMENTS=off', () => {
    expect(loadConfig({ MONTHLY_PAYMENTS: 'off' }).directDebit).toBeNull();
  });

  it('talks to GoCardless itself with a token and secret, sandbox by default', () => {
    const env = { GOCARDLESS_ACCESS_TOKEN: 'sandbox_token', GOCARDLESS_WEBHOOK_SECRET: 'a-secret-of-20-chars' };
    expect(loadConfig(env).directDebit).toMatchObject({ demo: false, apiBase: 'https://api-sandbox.gocardless.com' });
    expect(loadConfig({ ...env, GOCARDLESS_ENVIRONMENT: 'live' }).directDebit?.apiBase).toBe(
      'https://api.gocardless.com',
    );
  });

  it.each([
    [{ GOCARDLESS_ACCESS_TOKEN: 't' }, 'GOCARDLESS_WEBHOOK_SECRET: required'],
    [{ GOCARDLESS_ENVIRONMENT: 'staging' }, 'GOCARDLESS_ENVIRONMENT'],
    [{ GOCARDLESS_WEBHOOK_SECRET: 'short' }, 'GOCARDLESS_WEBHOOK_SECRET'],
    [{ GOCARDLESS_API_BASE: 'not a url' }, 'GOCARDLESS_API_BASE'],
    [{ EMULATORS: 'false', MONTHLY_PAYMENTS: 'on' }, 'GOCARDLESS_ACCESS_TOKEN: required'],
    [
      {
        NODE_ENV: 'production',
        BASE_URL: 'https://x.test',
        DATABASE_URL: 'postgres://h/db',
        GOCARDLESS_API_BASE: 'https://e.test',
      },
      'GOCARDLESS_API_BASE: only for an emulator',
    ],
  ])('refuses %o', (env, expected) => {
    expect(problemsOf(env)).toContain(expected);
  });
});
