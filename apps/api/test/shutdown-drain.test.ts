import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiaNiro } from '@kestrel/domain/catalogue/test-vehicles.fixture';
import { createOrderRequestFor } from '@kestrel/domain/purchase/order-request.fixture';
import { startEmulatorServer } from '@kestrel/emulators/server';

/**
 * The drain (docs/operations.md, Upgrades). SIGTERM once closed the listener at once and then hung
 * on open connections until a timer ended the process with exit code 1. The real server (tsx on
 * src/server.ts) is sent SIGTERM with a capture in flight: /readyz answers 503 at once, requests
 * are still served through the drain, the capture completes, and the process exits 0.
 */
const apiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DRAIN_MS = 1500;
const CAPTURE_DELAY_MS = 2500;

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let server: ChildProcess;
let base: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function paypalControl(path: string, body: unknown) {
  const response = await fetch(`${emulator.baseUrl}/paypal/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new guest with an approved order for a typed-in vehicle, whose capture PayPal will take its time over. */
async function slowCaptureReady() {
  const registered = await call<{ token: string }>('/api/user/register', {
    method: 'POST',
    json: {
      firstname: 'Dee',
      lastname: 'Rain',
      email: `drain.${Date.now()}@example.com`,
      mobile_no: '07911 123456',
      addr: { address: '4 Mill Lane', city: 'Derby', postcode: 'DE1 1AA' },
    },
  });
  const token = registered.body.token;
  // A typed-in vehicle: a registration the lookup does not know, with the Niro's declared figures.
  const vehicle = { ...kiaNiro, reg_num: 'WD20DRN' };
  const created = await call<{ orderID: string }>('/api/warranty/create-paypal-order', {
    method: 'POST',
    token,
    json: createOrderRequestFor(vehicle, 'safe-1000-12', { start: isoDay(1), purchased: isoDay(-120) }),
  });
  expect(created.status).toBe(200);
  const { orderID } = created.body;
  await paypalControl(`/orders/${orderID}/approve`, {});
  await paypalControl(`/orders/${orderID}/behaviour`, { capture: 'complete', delayMs: CAPTURE_DELAY_MS });
  return { token, orderID };
}

beforeAll(async () => {
  emulator = await startEmulatorServer();
  dataDir = mkdtempSync(join(tmpdir(), 'kestrel-drain-'));
  // A stand-in for the built web app (the API suite does not build it).
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, '__spa-fallback.html'), '<!doctype html><title>Kestrel</title>');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      // Vitest sets BASE_URL for its own use.
      BASE_URL: base,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST_DIR: webDir,
      DATA_DIR: join(dataDir, 'db'),
      DEMO_SEED: 'false',
      EMULATORS: 'false',
      VEHICLE_DATA_API_BASE: `${emulator.baseUrl}/ukvd`,
      VEHICLE_DATA_API_KEY: 'test-key',
      PAYPAL_API_BASE: `${emulator.baseUrl}/paypal`,
      PAYPAL_CLIENT_ID: 'kestrel-demo-client',
      PAYPAL_CLIENT_SECRET: 'kestrel-demo-secret',
      PAYPAL_WEBHOOK_ID: 'kestrel-demo-webhook',
      MOT_HISTORY_API_BASE: `${emulator.baseUrl}/mot-history`,
      MOT_HISTORY_TOKEN_URL: `${emulator.baseUrl}/mot-history/kestrel-demo-tenant/oauth2/v2.0/token`,
      MOT_HISTORY_CLIENT_ID: 'kestrel-mot-client',
      MOT_HISTORY_CLIENT_SECRET: 'kestrel-mot-secret',
      MOT_HISTORY_API_KEY: 'kestrel-mot-api-key',
      PAYMENTS_RECONCILE_MS: '500',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) break;
    if (waited > 90_000) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM drains the server', () => {
  it('answers /readyz 503 at once, keeps serving through the drain, finishes the capture in flight and exits 0', async () => {
    const { token, orderID } = await slowCaptureReady();
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    const capture = call<{ message?: string }>('/api/warranty/capture-paypal-payment', {
      method: 'POST',
      token,
      json: { order: { orderID, payerID: 'KESTRELBUYER1' }, warrantyData: {} },
    });
    await new Promise((done) => setTimeout(done, 300));
    const signalled = Date.now();
    server.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 100));

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const captured = await capture;
    expect(captured.status).toBe(200);
    expect(await exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(took).toBeLessThan(DRAIN_MS + CAPTURE_DELAY_MS + 10_000);
    // The listener is closed: nothing answers any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
