import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_PORT lets two checkouts run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The server runs with the Node.js flags `npm run serve` gives it (package.json).
const serveScript: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.serve;
const serveNodeArgs = serveScript.split(/\s+/).filter((word) => word.startsWith('--'));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser tests in Debian's Chromium against the built site, served by the real server on a
 * fresh PGlite database with the emulators. Run `npm run build` first (npm test does).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: ['node', ...serveNodeArgs, '../apps/api/dist/server.js'].join(' '),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails and PayPal's return address point back at the origin the browser uses.
      BASE_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: per-address limits would throttle the suite.
      // The limits themselves are proven by the API suite.
      RATE_LIMIT: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kestrel-e2e-')),
      // Empty: PGlite in a fresh folder. npm test sets a PostgreSQL URL for the @smoke run.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
