import type { Env } from './env-schema';

export interface MotHistoryConfig {
  /** True when the local emulator stands in for the DVSA. */
  demo: boolean;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  apiBase: string;
  timeoutMs: number;
}

export const MOT_HISTORY_VARIABLES = [
  'MOT_HISTORY_CLIENT_ID',
  'MOT_HISTORY_CLIENT_SECRET',
  'MOT_HISTORY_TOKEN_URL',
  'MOT_HISTORY_API_KEY',
] as const;

/** The DVSA's own credentials when any is set (then all are needed), else the emulator's demo ones. */
export function motHistoryConfig(env: Env, emulators: boolean, local: string): MotHistoryConfig | null {
  const timeoutMs = env.MOT_HISTORY_TIMEOUT_MS;
  if (MOT_HISTORY_VARIABLES.some((name) => env[name])) {
    return {
      demo: Boolean(env.MOT_HISTORY_API_BASE?.includes('/__emulators/')),
      tokenUrl: env.MOT_HISTORY_TOKEN_URL ?? '',
      clientId: env.MOT_HISTORY_CLIENT_ID ?? '',
      clientSecret: env.MOT_HISTORY_CLIENT_SECRET ?? '',
      apiKey: env.MOT_HISTORY_API_KEY ?? '',
      apiBase: (env.MOT_HISTORY_API_BASE ?? 'https://history.mot.api.gov.uk').replace(/\/$/, ''),
      timeoutMs,
    };
  }
  if (!emulators) return null;
  const base = (env.MOT_HISTORY_API_BASE ?? `${local}/__emulators/mot-history`).replace(/\/$/, '');
  // The emulator's demo credentials (packages/emulators/src/mot-history/plugin.ts).
  return {
    demo: true,
    tokenUrl: `${base}/kestrel-demo-tenant/oauth2/v2.0/token`,
    clientId: 'kestrel-mot-client',
    clientSecret: 'kestrel-mot-secret',
    apiKey: 'kestrel-mot-api-key',
    apiBase: base,
    timeoutMs,
  };
}

/**
 * All four credentials, or none; and with the emulators off (production), all four: a sale is
 * never made unchecked by a missing setting (DESIGN §8.3).
 */
export function motHistoryProblems(env: Env, emulators: boolean): string[] {
  if (!emulators && !MOT_HISTORY_VARIABLES.some((name) => env[name])) {
    return MOT_HISTORY_VARIABLES.map((name) => `${name}: required when the emulators are off`);
  }
  if (!MOT_HISTORY_VARIABLES.some((name) => env[name])) return [];
  return MOT_HISTORY_VARIABLES.filter((name) => !env[name]).map(
    (name) => `${name}: required with the other MOT_HISTORY_ variables`,
  );
}
