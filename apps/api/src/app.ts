import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { emulators } from '@kestrel/emulators/plugin';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/database-types';
import { createUkvdAdapter } from './adapters/vehicle-data/ukvd-adapter';
import type { VehicleDataProvider } from './adapters/vehicle-data/vehicle-data-provider';
import { createDvsaAdapter } from './adapters/mot-history/dvsa-adapter';
import type { MotHistoryProvider } from './adapters/mot-history/mot-history-provider';
import { createSmtpMailer, type Mailer } from './adapters/mail/mailer';
import { createGoogleVerifier, type GoogleVerifier } from './adapters/google/google-verifier';
import { createPaypalAdapter } from './adapters/payments/paypal-adapter';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { memoryAttemptLimiter, type AttemptLimiter } from './lib/attempt-limiter';
import { resilientAttemptLimiter, type LimiterHealth } from './lib/resilient-limiter';
import { openRedis } from './lib/redis';
import type { AuditStatus } from './modules/payments';
import { createModuleContexts } from './module-contexts';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { clientErrorHandler, errorBody, errorHandlerPlugin } from './plugins/errors';
import { cleanTextValidatorCompiler } from './plugins/clean-text-validator';
import { loggerOptions, writeRequestIdDirectly } from './lib/logger-options';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { accountRoutes, profileRoutes } from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { clientConfigRoutes } from './modules/client-config';
import { customerClaimRoutes, claimFileRoutes, garageClaimRoutes } from './modules/claims';
import { customerComplaintRoutes } from './modules/complaints';
import { noDirectDebitProvider } from './adapters/direct-debit/direct-debit-provider';
import { directDebitWebhookRoutes, directDebitRoutes } from './modules/direct-debit';
import { directDebitJob } from './jobs/direct-debit';
import { documentRoutes } from './modules/documents';
import { enquiryFormRoutes, enquiryRoutes } from './modules/enquiries';
import { healthRoutes } from './modules/health';
import { outboxEmulatorRoutes } from './modules/outbox';
import { paymentRoutes } from './modules/payments';
import { privacyRoutes } from './modules/privacy';
import { quoteRoutes } from './modules/quotes';
import { staffSignInRoutes } from './modules/staff';
import { transactionRoutes } from './modules/transactions';
import { transferRoutes } from './modules/transfers';
import { transferTakeoversJob } from './jobs/transfer-takeovers';
import { vehicleRoutes } from './modules/vehicles';
import {
  warrantyDashboardRoutes,
  registrationCheckRoutes,
  warrantyHistoryRoutes,
  staffEmulatorRoutes,
} from './modules/warranties';
import { vehicleHistoryRoutes } from './modules/vehicle-history';
import { outboxWorkerJob } from './jobs/outbox-worker';
import { paymentReconciliationJob } from './jobs/payment-reconciliation';
import { refundClaimsJob } from './jobs/refund-claims';
import { motRemindersJob } from './jobs/mot-reminders';
import { renewalRemindersJob } from './jobs/renewal-reminders';
import { captureAuditJob } from './jobs/capture-audit';
import { retentionJob } from './jobs/retention';
import { idempotencyExpiryJob } from './jobs/idempotency-expiry';
import { webApp } from './web/web-app';
import { publishedRecordCache, publishedRecordRoutes } from './modules/claims-record';
import { claimsRecordJob } from './jobs/claims-record';

export interface Adapters {
  vehicleData: VehicleDataProvider;
  /** Null when no SMTP server is configured: e-mails stay in the outbox. */
  mailer: Mailer | null;
  /** Null when Google sign-in is not configured. */
  google: GoogleVerifier | null;
  payments: PaymentProvider;
  /** The DVSA MOT history (or its emulator); null when not configured: every check "not checked". */
  motHistory: MotHistoryProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    adapters: Adapters;
    /** The shared rate-limit counts' health; null without REDIS_URL. */
    limiterHealth: LimiterHealth | null;
    /** The daily capture audit's last report, for /metrics. */
    captureAudit: AuditStatus;
    /** Set on SIGTERM (server.ts): /readyz answers 503 and answers close their connection. */
    lifecycle: { draining: boolean };
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replace an adapter (tests point them at a stand-alone emulator server). */
  adapters?: Partial<Adapters>;
  /** The clock sessions are judged by; tests move it to prove the idle and absolute timeouts. */
  clock?: () => Date;
}

function createAdapters(
  config: Config,
  overrides: Partial<Adapters> = {},
  log: Pick<FastifyBaseLogger, 'warn'>,
): Adapters {
  return {
    vehicleData: overrides.vehicleData ?? createUkvdAdapter(config.vehicleData),
    mailer:
      overrides.mailer !== undefined
        ? overrides.mailer
        : config.mail.smtpUrl
          ? createSmtpMailer(config.mail.smtpUrl)
          : null,
    google:
      overrides.google !== undefined ? overrides.google : config.google ? createGoogleVerifier(config.google) : null,
    payments: overrides.payments ?? createPaypalAdapter(config.payments),
    motHistory:
      overrides.motHistory !== undefined
        ? overrides.motHistory
        : config.motHistory
          ? createDvsaAdapter({
              ...config.motHistory,
              // A refused key or secret is ours to fix; the service failing is the DVSA's: both logged.
              onProblem: (problem) => log.warn({ motHistory: problem }, 'MOT history service problem'),
            })
          : null,
  };
}

/**
 * The whole application as one Fastify plugin, in four layers each registered as plugins:
 * infrastructure (errors, metrics, headers, rate limits, sessions, OpenAPI), the business modules'
 * routes (each given its module's context where it needs one), the periodic jobs of `jobs/`, and
 * the emulators and web app.
 */
const appPlugin: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { config } = options;
  fastify.decorate('config', config);
  fastify.decorate('database', options.database);
  fastify.decorate('adapters', createAdapters(config, options.adapters, fastify.log));
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Redis away: counts per process, never a 500 (docs/operations.md); /readyz and /metrics say so.
  const shared = redis ? resilientAttemptLimiter(redis, fastify.log) : null;
  const limiter: AttemptLimiter = shared ?? memoryAttemptLimiter();
  fastify.decorate('limiterHealth', shared?.health ?? null);
  const lifecycle = { draining: false };
  fastify.decorate('lifecycle', lifecycle);
  // Draining: each answer closes its keep-alive connection, so the client's next request opens a
  // new one, which the load balancer (told by /readyz) sends to another instance.
  // Callback hooks here and below rather than async ones: one promise and microtask fewer for
  // every request, on a path each answer takes (the quote call's latency, docs/quality.md).
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  // The API reads JSON (and, where a route says so, multipart): a text/plain body is a 415.
  fastify.removeContentTypeParser('text/plain');
  fastify.setValidatorCompiler(cleanTextValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(metricsPlugin);
  await fastify.register(securityHeadersPlugin, { paypal: config.payments.mode === 'paypal' });
  await fastify.register(rateLimitPlugin, { limiter });
  await fastify.register(authPlugin, { clock: options.clock });
  // After the session plugin (a key is the signed-in user's own) and before any route it wraps.
  await fastify.register(idempotencyPlugin, { context: { db: options.database.db } });
  if (!config.isProduction) await fastify.register(openApiPlugin);

  const contexts = createModuleContexts(fastify, limiter);
  await fastify.register(healthRoutes, {
    context: { ping: () => options.database.ping(), lifecycle, limiterHealth: shared?.health ?? null },
  });
  await fastify.register(vehicleRoutes, { context: contexts.vehicles });
  await fastify.register(vehicleHistoryRoutes, { history: contexts.history });
  await fastify.register(enquiryRoutes, { context: contexts.enquiries });
  await fastify.register(enquiryFormRoutes, { context: contexts.enquiries });
  await fastify.register(clientConfigRoutes, { context: { config } });
  await fastify.register(accountRoutes, { context: contexts.accounts });
  await fastify.register(profileRoutes, { context: contexts.accounts });
  await fastify.register(staffSignInRoutes, { context: contexts.staff });
  await fastify.register(privacyRoutes, { context: contexts.privacy });
  await fastify.register(quoteRoutes, { context: contexts.payments });
  await fastify.register(registrationCheckRoutes, { context: contexts.warranties });
  await fastify.register(paymentRoutes, { context: contexts.payments });
  const { directDebit, transfers } = contexts;
  if (directDebit) {
    await fastify.register(directDebitWebhookRoutes, { context: directDebit });
    await fastify.register(directDebitRoutes, { context: directDebit });
  }
  await fastify.register(warrantyDashboardRoutes, { context: contexts.warranties });
  await fastify.register(warrantyHistoryRoutes, { context: contexts.warranties });
  fastify.decorate('adminRoutes', [] as FastifyInstance['adminRoutes']);
  await fastify.register(adminRoutes, {
    context: {
      ...contexts.payments,
      claims: contexts.claims,
      complaints: contexts.complaints,
      transfers,
      // Monthly payments off: the back office still shows the plans there are, with no action on them.
      directDebit: directDebit ?? { ...contexts.payments, gocardless: noDirectDebitProvider },
    },
  });
  await fastify.register(customerClaimRoutes, { context: contexts.claims });
  await fastify.register(garageClaimRoutes, { context: contexts.claims });
  await fastify.register(claimFileRoutes, { context: contexts.claims });
  await fastify.register(customerComplaintRoutes, { context: contexts.complaints });
  await fastify.register(transactionRoutes, { context: contexts.transactions });
  await fastify.register(transferRoutes, { context: transfers });
  await fastify.register(documentRoutes, { context: contexts.documents });
  // The public claims record (issue #37): worked out hourly by each instance, served from memory.
  const claimsRecord = publishedRecordCache({ db: options.database.db });
  await fastify.register(publishedRecordRoutes, { cache: claimsRecord });

  const captureAudit: AuditStatus = { last: null };
  fastify.decorate('captureAudit', captureAudit);
  await fastify.register(outboxWorkerJob);
  await fastify.register(paymentReconciliationJob, { context: contexts.payments });
  await fastify.register(refundClaimsJob, { context: { payments: contexts.payments, directDebit, log: fastify.log } });
  await fastify.register(renewalRemindersJob);
  await fastify.register(motRemindersJob, { context: contexts.warranties });
  await fastify.register(captureAuditJob, { status: captureAudit });
  if (directDebit) await fastify.register(directDebitJob, { context: directDebit });
  await fastify.register(transferTakeoversJob, { context: transfers });
  await fastify.register(retentionJob, { context: contexts.privacy });
  await fastify.register(idempotencyExpiryJob, { context: { db: options.database.db } });
  await fastify.register(claimsRecordJob, { cache: claimsRecord });

  if (config.emulators) {
    // The pages a buyer is sent to (PayPal's approval, GoCardless's bank details) are on the origin
    // the buyer is browsing, not the 127.0.0.1 the server calls itself on: their forms come back to
    // the site, and the site's `form-action 'self'` refuses another origin.
    await fastify.register(emulators, {
      prefix: '/__emulators',
      paypal: { approveBase: '/__emulators/paypal' },
      gocardless: { flowBase: '/__emulators/gocardless' },
    });
    await fastify.register(outboxEmulatorRoutes, { prefix: '/__emulators/mail', context: contexts.outbox });
    await fastify.register(staffEmulatorRoutes, { prefix: '/__emulators/staff', context: contexts.warranties });
  }
  await fastify.register(webApp, { fills: { '/how-we-handle-claims': () => claimsRecord.current() } });
};

/** Not encapsulated, so the config, database and adapters it decorates are visible to whoever registers it. */
export const app = fp(appPlugin, { name: 'kestrel-app', fastify: '5.x' });

/** A ready-to-use Fastify instance with logging, request ids and the app registered. */
export async function buildApp(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? loggerOptions(options.config.logLevel),
    genReqId: () => randomUUID(),
    // Behind one proxy (the load balancer) in production: its X-Forwarded-For gives the client.
    trustProxy: options.config.isProduction ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1_048_576,
    // Starting includes the migrations and the first database round trips: on a busy machine
    // (a deploy beside a running instance, a loaded CI runner) that passes Fastify's default 10 s.
    pluginTimeout: 60_000,
    // A request that reaches a draining instance on a kept-alive connection after the listener
    // closed is still served (the database closes only after the app), and its answer closes the
    // connection: Fastify's default would answer it 503, which a load balancer passes on.
    return503OnClosing: false,
    clientErrorHandler,
    // Errors the router raises before any route runs (a malformed or over-long path): our error
    // body too, never Fastify's own shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .send(errorBody(errorCodes.badRequest, tooLong ? 'That address is too long.' : 'That address is not valid.'));
    },
  };
  const fastify = Fastify(serverOptions);
  writeRequestIdDirectly(fastify.log);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await fastify.register(app, options);
  return fastify;
}
