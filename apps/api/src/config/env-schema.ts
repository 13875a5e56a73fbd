import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start-up.
 * Nothing else in the code base reads process.env. `.env.example` lists each one.
 */
const optionalUrl = z.url().optional();
/** 32 random bytes as 64 hex characters (openssl rand -hex 32). */
const secretKey = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_SEED: z.enum(['true', 'false']).optional(),
  EMULATORS: z.enum(['true', 'false']).optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  VEHICLE_DATA_API_BASE: optionalUrl,
  VEHICLE_DATA_API_KEY: z.string().min(1).optional(),
  VEHICLE_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  MOT_HISTORY_CLIENT_ID: z.string().min(1).optional(),
  MOT_HISTORY_CLIENT_SECRET: z.string().min(1).optional(),
  MOT_HISTORY_TOKEN_URL: optionalUrl,
  MOT_HISTORY_API_KEY: z.string().min(1).optional(),
  MOT_HISTORY_API_BASE: optionalUrl,
  MOT_HISTORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kestrel Warranties <help@kestrelwarranties.co.uk>'),
  STAFF_EMAIL: z.email().default('enquiries@kestrelwarranties.co.uk'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  OUTBOX_ABANDONED_AFTER_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(120_000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_API_BASE: optionalUrl,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: optionalUrl,
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  MONTHLY_PAYMENTS: z.enum(['on', 'off']).optional(),
  GOCARDLESS_ACCESS_TOKEN: z.string().min(1).optional(),
  GOCARDLESS_ENVIRONMENT: z.enum(['live', 'sandbox']).default('sandbox'),
  GOCARDLESS_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be the endpoint secret GoCardless shows (at least 16 characters)')
    .optional(),
  GOCARDLESS_API_BASE: optionalUrl,
  GOCARDLESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  PAYMENTS_RECONCILE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60000),
  RENEWAL_REMINDER_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  MOT_REMINDER_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  RETENTION_JOB_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(86_400_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  PAYMENTS_AUDIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(86_400_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SECRETS_KEY: secretKey.optional(),
  SECRETS_KEY_PREVIOUS: secretKey.optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the server reads (`.env.example` lists each one). */
export const envVariableNames = Object.keys(envSchema.shape);
