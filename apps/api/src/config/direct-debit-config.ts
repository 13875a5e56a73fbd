import type { Env } from './env-schema';

/** Monthly payments by Direct Debit through GoCardless (DESIGN §8.2), or null when turned off. */
export interface DirectDebitConfig {
  /** True when the local emulator stands in for GoCardless. */
  demo: boolean;
  apiBase: string;
  accessToken: string;
  webhookSecret: string;
  timeoutMs: number;
}

const LIVE_BASES = { live: 'https://api.gocardless.com', sandbox: 'https://api-sandbox.gocardless.com' } as const;
/** The emulator's demo token and secret (packages/emulators/src/gocardless/plugin.ts). */
const DEMO = { accessToken: 'kestrel-demo-gocardless-token', webhookSecret: 'kestrel-demo-gocardless-webhook-secret' };

/**
 * MONTHLY_PAYMENTS=off turns monthly payment off; otherwise it is on when GoCardless's credentials
 * are set, or the emulators are mounted (demo mode, the emulator's own token and secret).
 */
export function directDebitConfig(env: Env, emulators: boolean, local: string): DirectDebitConfig | null {
  if (env.MONTHLY_PAYMENTS === 'off') return null;
  const timeoutMs = env.GOCARDLESS_TIMEOUT_MS;
  if (env.GOCARDLESS_ACCESS_TOKEN) {
    const apiBase = env.GOCARDLESS_API_BASE ?? LIVE_BASES[env.GOCARDLESS_ENVIRONMENT];
    return {
      demo: apiBase.includes('/__emulators/'),
      apiBase: apiBase.replace(/\/$/, ''),
      accessToken: env.GOCARDLESS_ACCESS_TOKEN,
      webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET ?? '',
      timeoutMs,
    };
  }
  if (!emulators) return null;
  return {
    demo: true,
    apiBase: (env.GOCARDLESS_API_BASE ?? `${local}/__emulators/gocardless`).replace(/\/$/, ''),
    accessToken: DEMO.accessToken,
    webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET ?? DEMO.webhookSecret,
    timeoutMs,
  };
}

export function directDebitProblems(env: Env, emulators: boolean, isProduction: boolean): string[] {
  const problems: string[] = [];
  if (env.MONTHLY_PAYMENTS === 'on' && !emulators && !env.GOCARDLESS_ACCESS_TOKEN) {
    problems.push('GOCARDLESS_ACCESS_TOKEN: required when MONTHLY_PAYMENTS is on and the emulators are off');
  }
  if (env.GOCARDLESS_ACCESS_TOKEN && !env.GOCARDLESS_WEBHOOK_SECRET) {
    problems.push('GOCARDLESS_WEBHOOK_SECRET: required with GOCARDLESS_ACCESS_TOKEN');
  }
  if (isProduction && env.GOCARDLESS_API_BASE) {
    problems.push('GOCARDLESS_API_BASE: only for an emulator, never in production (use GOCARDLESS_ENVIRONMENT)');
  }
  return problems;
}
