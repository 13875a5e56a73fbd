import { envSchema, type Env } from './env-schema';
import { directDebitConfig, directDebitProblems, type DirectDebitConfig } from './direct-debit-config';
import { motHistoryConfig, motHistoryProblems, type MotHistoryConfig } from './mot-history-config';

/** Outside production only: a fixed key so the demo and tests need no set-up. Never used in production. */
const DEMO_SECRETS_KEY = Buffer.from('kestrel demo key, never in prod!', 'utf8').toString('hex');

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Public URL of the site, used in e-mail links. */
  baseUrl: string;
  logLevel: Env['LOG_LEVEL'];
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** Built web app (prerendered pages and client bundle); null when the web app is not served. */
  webDistDir: string | null;
  seedDemoData: boolean;
  /** Per-route rate limits (login, enquiry, lookups); off only for benchmarks. */
  rateLimit: boolean;
  /** Mount the third-party emulators under /__emulators/ (never in production). */
  emulators: boolean;
  vehicleData: { apiBase: string; apiKey: string; timeoutMs: number };
  /** The DVSA MOT History API (or its emulator); null when not configured (no emulators, no credentials). */
  motHistory: MotHistoryConfig | null;
  mail: {
    /** SMTP server; null keeps every e-mail in the outbox (demo mode). */
    smtpUrl: string | null;
    from: string;
    /** Where notices for staff go (new enquiries). */
    staffEmail: string;
    /** How often the outbox worker looks for e-mails to send; 0 turns it off. */
    pollMs: number;
    /**
     * How long an e-mail may stay 'sending' before it counts as abandoned by a process that died
     * mid-send and is sent again (possibly twice, never lost).
     */
    abandonedAfterMs: number;
  };
  /** Google sign-in; null when neither a client id nor the emulators are configured. */
  google: GoogleConfig | null;
  /** Redis for rate limits shared by every instance; null keeps them in this process's memory. */
  redisUrl: string | null;
  payments: PaymentsConfig;
  /** Monthly payment by Direct Debit (GoCardless or its emulator); null when off. */
  directDebit: DirectDebitConfig | null;
  /** How often the renewal-reminder job looks for cover ending within 30 days (0: off). */
  renewalReminderMs: number;
  /** How often the MOT-reminder job looks for MOTs due within 30 days (0: off). */
  motReminderMs: number;
  /** How often the retention job applies the retention schedule (docs/privacy.md; 0: off). */
  retentionJobMs: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so the load
   * balancer stops sending before the listener closes. 5000 in production, 0 otherwise.
   */
  shutdownDrainMs: number;
  /** Bearer token `/metrics` requires; null: no token, and no `/metrics` in production. */
  metricsToken: string | null;
  /**
   * The key that encrypts secrets at rest (staff TOTP secrets) and signs device cookies, and the
   * key before it while a rotation runs (docs/security.md). Required in production.
   */
  secrets: { key: Buffer; previousKey: Buffer | null };
}

export interface PaymentsConfig {
  /** `emulator`: the local PayPal emulator and our demo button; `paypal`: PayPal itself and its buttons. */
  mode: 'emulator' | 'paypal';
  apiBase: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  timeoutMs: number;
  /** How often the reconciliation job runs, in ms; 0 turns it off. */
  reconcileMs: number;
  /** How often the payments audit (PayPal's captures and refunds against our records) runs, in ms; 0 turns it off. */
  auditMs: number;
  /**
   * How long a capture claim holds before another caller may take it over: the longest a live
   * capture attempt can take (three provider calls, each perhaps after a token fetch: six
   * requests at the timeout), at least 15 s. 60 s at the default 10 s timeout.
   */
  staleCaptureSeconds: number;
}

/** The PayPal emulator's demo credentials (packages/emulators/src/paypal). */
const DEMO_PAYPAL = {
  clientId: 'kestrel-demo-client',
  clientSecret: 'kestrel-demo-secret',
  webhookId: 'kestrel-demo-webhook',
};

function paymentsConfig(env: Env, local: string): PaymentsConfig {
  const common = {
    timeoutMs: env.PAYPAL_TIMEOUT_MS,
    reconcileMs: env.PAYMENTS_RECONCILE_MS,
    auditMs: env.PAYMENTS_AUDIT_MS,
    staleCaptureSeconds: Math.max(15, Math.ceil((6 * env.PAYPAL_TIMEOUT_MS) / 1000)),
  };
  if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_API_BASE?.includes('/__emulators/')) {
    return {
      mode: 'paypal',
      apiBase: (env.PAYPAL_API_BASE ?? 'https://api-m.paypal.com').replace(/\/$/, ''),
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
      webhookId: env.PAYPAL_WEBHOOK_ID ?? '',
      ...common,
    };
  }
  return {
    mode: 'emulator',
    apiBase: (env.PAYPAL_API_BASE ?? `${local}/__emulators/paypal`).replace(/\/$/, ''),
    clientId: env.PAYPAL_CLIENT_ID ?? DEMO_PAYPAL.clientId,
    clientSecret: env.PAYPAL_CLIENT_SECRET ?? DEMO_PAYPAL.clientSecret,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? DEMO_PAYPAL.webhookId,
    ...common,
  };
}

export interface GoogleConfig {
  clientId: string;
  /** Where the browser goes to sign in (relative to the site for the emulator). */
  authorizeUrl: string;
  /** Google's signing certificates (PEM by key id) and JWKS. */
  pemCertsUrl: string;
  jwkCertsUrl: string;
  tokenInfoUrl: string;
  userInfoUrl: string;
  issuers: string[];
  /** True when the local emulator stands in for Google. */
  demo: boolean;
}

/** Google's own endpoints (CONTRACTS §4). */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const DEMO_GOOGLE_CLIENT_ID = 'kestrel-demo.apps.googleusercontent.com';

/** The endpoints of an emulator of Google at `base` (ours is mounted at /__emulators/google). */
function emulatedGoogle(clientId: string, base: string, authorizeBase: string): GoogleConfig {
  return {
    clientId,
    authorizeUrl: `${authorizeBase}/o/oauth2/v2/auth`,
    pemCertsUrl: `${base}/oauth2/v1/certs`,
    jwkCertsUrl: `${base}/oauth2/v3/certs`,
    tokenInfoUrl: `${base}/tokeninfo`,
    userInfoUrl: `${base}/oauth2/v3/userinfo`,
    issuers: GOOGLE_ISSUERS,
    demo: true,
  };
}

function googleConfig(env: Env, emulators: boolean, local: string): GoogleConfig | null {
  if (env.GOOGLE_API_BASE) {
    const base = env.GOOGLE_API_BASE.replace(/\/$/, '');
    return emulatedGoogle(env.GOOGLE_CLIENT_ID ?? DEMO_GOOGLE_CLIENT_ID, base, base);
  }
  if (env.GOOGLE_CLIENT_ID) {
    return {
      clientId: env.GOOGLE_CLIENT_ID,
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      pemCertsUrl: 'https://www.googleapis.com/oauth2/v1/certs',
      jwkCertsUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      issuers: GOOGLE_ISSUERS,
      demo: false,
    };
  }
  if (!emulators) return null;
  return emulatedGoogle(DEMO_GOOGLE_CLIENT_ID, `${local}/__emulators/google`, '/__emulators/google');
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The local origin the server can reach itself on (emulators in demo mode). */
export function localOrigin(port: number): string {
  return `http://127.0.0.1:${port}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means "no PostgreSQL").
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const emulators = env.EMULATORS ? env.EMULATORS === 'true' : !isProduction;
  const problems: string[] = [];

  if (isProduction && emulators) problems.push('EMULATORS: the emulators are never mounted in production');
  if (isProduction && !env.BASE_URL) problems.push('BASE_URL: required in production');
  if (isProduction && !env.DATABASE_URL) problems.push('DATABASE_URL: required in production');
  if (isProduction && env.RATE_LIMIT === 'off') problems.push('RATE_LIMIT: cannot be off in production');
  if (isProduction && !env.SECRETS_KEY) problems.push('SECRETS_KEY: required in production (openssl rand -hex 32)');
  if (!emulators && !env.VEHICLE_DATA_API_BASE) {
    problems.push('VEHICLE_DATA_API_BASE: required when the emulators are off');
  }
  if (!emulators && !env.VEHICLE_DATA_API_KEY) {
    problems.push('VEHICLE_DATA_API_KEY: required when the emulators are off');
  }
  if (isProduction && env.GOOGLE_API_BASE) problems.push('GOOGLE_API_BASE: only for an emulator, never in production');
  if (!emulators && !env.PAYPAL_CLIENT_ID) problems.push('PAYPAL_CLIENT_ID: required when the emulators are off');
  if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_API_BASE?.includes('/__emulators/')) {
    if (!env.PAYPAL_CLIENT_SECRET) problems.push('PAYPAL_CLIENT_SECRET: required with PAYPAL_CLIENT_ID');
    if (!env.PAYPAL_WEBHOOK_ID) problems.push('PAYPAL_WEBHOOK_ID: required with PAYPAL_CLIENT_ID');
  }
  problems.push(...motHistoryProblems(env, emulators));
  problems.push(...directDebitProblems(env, emulators, isProduction));
  if (problems.length > 0) throw new ConfigError(problems);

  const local = localOrigin(env.PORT);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    webDistDir: env.WEB_DIST_DIR ?? null,
    seedDemoData: env.DEMO_SEED ? env.DEMO_SEED === 'true' : !isProduction,
    rateLimit: env.RATE_LIMIT === 'on',
    emulators,
    vehicleData: {
      apiBase: (env.VEHICLE_DATA_API_BASE ?? `${local}/__emulators/ukvd`).replace(/\/$/, ''),
      apiKey: env.VEHICLE_DATA_API_KEY ?? 'demo-key',
      timeoutMs: env.VEHICLE_DATA_TIMEOUT_MS,
    },
    motHistory: motHistoryConfig(env, emulators, local),
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      staffEmail: env.STAFF_EMAIL,
      pollMs: env.OUTBOX_POLL_MS,
      abandonedAfterMs: env.OUTBOX_ABANDONED_AFTER_MS,
    },
    google: googleConfig(env, emulators, local),
    redisUrl: env.REDIS_URL ?? null,
    payments: paymentsConfig(env, local),
    directDebit: directDebitConfig(env, emulators, local),
    renewalReminderMs: env.RENEWAL_REMINDER_MS,
    motReminderMs: env.MOT_REMINDER_MS,
    retentionJobMs: env.RETENTION_JOB_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
    metricsToken: env.METRICS_TOKEN ?? null,
    secrets: {
      key: Buffer.from(env.SECRETS_KEY ?? DEMO_SECRETS_KEY, 'hex'),
      previousKey: env.SECRETS_KEY_PREVIOUS ? Buffer.from(env.SECRETS_KEY_PREVIOUS, 'hex') : null,
    },
  };
}
