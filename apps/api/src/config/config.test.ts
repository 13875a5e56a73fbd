import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { envVariableNames } from './env-schema';

describe('loadConfig', () => {
  it('runs in demo mode with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.emulators).toBe(true);
    expect(config.seedDemoData).toBe(true);
    expect(config.vehicleData.apiBase).toBe('http://127.0.0.1:3000/__emulators/ukvd');
    expect(config.baseUrl).toBe('http://localhost:3000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kestrel' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/kestrel' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ EMULATORS: 'false' }, 'VEHICLE_DATA_API_BASE'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' }, 'BASE_URL'],
    [
      { NODE_ENV: 'production', EMULATORS: 'true', BASE_URL: 'https://x.test', DATABASE_URL: 'postgres://h/db' },
      'EMULATORS',
    ],
    [{ EMULATORS: 'false' }, 'PAYPAL_CLIENT_ID'],
    [{ PAYPAL_CLIENT_ID: 'live-app' }, 'PAYPAL_CLIENT_SECRET'],
    [{ PAYPAL_CLIENT_ID: 'live-app', PAYPAL_CLIENT_SECRET: 's' }, 'PAYPAL_WEBHOOK_ID'],
    [{ MOT_HISTORY_CLIENT_ID: 'dvsa-app' }, 'MOT_HISTORY_TOKEN_URL'],
    [{ MOT_HISTORY_API_KEY: 'key' }, 'MOT_HISTORY_CLIENT_SECRET'],
    [{ EMULATORS: 'false' }, 'MOT_HISTORY_CLIENT_ID'],
    [{ EMULATORS: 'false' }, 'MOT_HISTORY_API_KEY'],
  ])('refuses %j, naming %s', (env, name) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toContain(`${name}:`);
  });
});

describe('payments', () => {
  it('uses the PayPal emulator on the same server in demo mode', () => {
    expect(loadConfig({ PORT: '3000' }).payments).toMatchObject({
      mode: 'emulator',
      apiBase: 'http://127.0.0.1:3000/__emulators/paypal',
      clientId: 'kestrel-demo-client',
      reconcileMs: 60_000,
    });
  });

  it.each([
    ['10000', 60],
    ['2000', 15],
    ['30000', 180],
  ])('with a %s ms provider timeout, takes a capture claim as abandoned after %i s', (timeout, seconds) => {
    expect(loadConfig({ PAYPAL_TIMEOUT_MS: timeout }).payments.staleCaptureSeconds).toBe(seconds);
  });

  it('uses PayPal itself once a client id, secret and webhook id are set', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'app', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'WH-1' });
    expect(config.payments).toMatchObject({ mode: 'paypal', apiBase: 'https://api-m.paypal.com', webhookId: 'WH-1' });
  });
});

describe('MOT history', () => {
  it('uses the emulator on the same server in demo mode; with the emulators off, the credentials are required', () => {
    expect(loadConfig({ PORT: '3000' }).motHistory).toMatchObject({
      demo: true,
      apiBase: 'http://127.0.0.1:3000/__emulators/mot-history',
      tokenUrl: 'http://127.0.0.1:3000/__emulators/mot-history/kestrel-demo-tenant/oauth2/v2.0/token',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ EMULATORS: 'false', ...realServices })).toThrow(/MOT_HISTORY_TOKEN_URL: required/);
  });

  it('uses the DVSA once its credentials are set', () => {
    const tokenUrl = 'https://login.microsoftonline.com/tenant/oauth2/v2.0/token';
    const dvsa = { MOT_HISTORY_CLIENT_ID: 'id', MOT_HISTORY_CLIENT_SECRET: 's', MOT_HISTORY_API_KEY: 'k' };
    expect(loadConfig({ ...dvsa, MOT_HISTORY_TOKEN_URL: tokenUrl }).motHistory).toEqual({
      demo: false,
      tokenUrl,
      clientId: 'id',
      clientSecret: 's',
      apiKey: 'k',
      apiBase: 'https://history.mot.api.gov.uk',
      timeoutMs: 5000,
    });
  });
});

const realServices = {
  VEHICLE_DATA_API_BASE: 'https://uk1.ukvehicledata.co.uk',
  VEHICLE_DATA_API_KEY: 'secret',
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
};

describe('.env.example', () => {
  it('lists every variable the server reads, and no other', () => {
    const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const listed = [...text.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...envVariableNames].sort());
  });
});
