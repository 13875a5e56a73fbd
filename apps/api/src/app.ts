import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { emulators } from '@kestrel/emulators/plugin';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/database';
import { createUkvdAdapter } from './adapters/vehicle-data/ukvd-adapter';
import type { VehicleDataProvider } from './adapters/vehicle-data/vehicle-data-provider';
import { createSmtpMailer, type Mailer } from './adapters/mail/mailer';
import { createGoogleVerifier, type GoogleVerifier } from './adapters/google/google-verifier';
import {
  memoryAttemptLimiter,
  noAttemptLimiter,
  redisAttemptLimiter,
  type AttemptLimiter,
} from './lib/attempt-limiter';
import { openRedis } from './lib/redis';
import { TtlCache } from './lib/ttl-cache';
import { createPaypalAdapter } from './adapters/payments/paypal-adapter';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { paymentRoutes } from './modules/payments/routes';
import { startReconcileJob } from './modules/payments/reconcile-orders';
import { sendRenewalReminders } from './modules/warranties/renewal-reminders';
import { startPeriodicJob } from './lib/periodic-job';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { PaymentsContext } from './modules/payments/payments-context';
import { quoteRoutes } from './modules/quotes/routes';
import { ratesRepository } from './modules/quotes/rates-repository';
import { lookupVehicle } from './modules/vehicles/lookup-vehicle';
import { registrationCheckRoutes } from './modules/warranties/routes';
import { warrantyDashboardRoutes } from './modules/warranties/dashboard-routes';
import { staffEmulatorRoutes } from './modules/warranties/staff-emulator-routes';
import { transactionRoutes } from './modules/transactions/routes';
import { documentRoutes } from './modules/documents/routes';
import { adminRoutes } from './modules/admin/routes';
import { staffSignInRoutes } from './modules/staff/sign-in-routes';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { accountRoutes } from './modules/accounts/routes';
import { profileRoutes } from './modules/accounts/profile-routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { outboxEmulatorRoutes } from './modules/outbox/outbox-emulator-routes';
import { authPlugin } from './plugins/auth';
import { startOutboxWorker } from './jobs/outbox-worker';
import { enquiryRoutes } from './modules/enquiries/routes';
import { clientErrorHandler, errorBody, errorHandlerPlugin } from './plugins/errors';
import { cleanTextValidatorCompiler } from './plugins/clean-text-validator';
import { loggerOptions } from './lib/logger-options';
import { openApiPlugin } from './plugins/openapi';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { healthRoutes } from './modules/health/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { loadWebPages } from './web/pages';
import { seoRoutes } from './web/seo-routes';

/** Recently found vehicles, so a busy registration is not read from the database each time. */
const MAX_CACHED_VEHICLES = 5000;
const VEHICLE_CACHE_TTL_MS = 10 * 60 * 1000;

export interface Adapters {
  vehicleData: VehicleDataProvider;
  /** Null when no SMTP server is configured: e-mails stay in the outbox. */
  mailer: Mailer | null;
  /** Null when Google sign-in is not configured. */
  google: GoogleVerifier | null;
  payments: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    adapters: Adapters;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replace an adapter (tests point them at a stand-alone emulator server). */
  adapters?: Partial<Adapters>;
}

function createAdapters(config: Config, overrides: Partial<Adapters> = {}): Adapters {
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
  };
}

/** The whole application as one Fastify plugin: API, back office API, emulators and the web app. */
const appPlugin: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { config } = options;
  fastify.decorate('config', config);
  fastify.decorate('database', options.database);
  fastify.decorate('adapters', createAdapters(config, options.adapters));
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const limiter: AttemptLimiter = redis ? redisAttemptLimiter(redis) : memoryAttemptLimiter();

  // The API reads JSON (and, where a route says so, multipart): a text/plain body is a 415.
  fastify.removeContentTypeParser('text/plain');
  fastify.setValidatorCompiler(cleanTextValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(metricsPlugin);
  await fastify.register(securityHeadersPlugin, { paypal: config.payments.mode === 'paypal' });
  await fastify.register(rateLimitPlugin, { redis });
  await fastify.register(authPlugin);
  if (!config.isProduction) await fastify.register(openApiPlugin);

  await fastify.register(healthRoutes);
  // One lookup of our record of a vehicle (with its cache) for the lookup route, quotes and payments.
  const vehicles = new TtlCache<Vehicle>(MAX_CACHED_VEHICLES, VEHICLE_CACHE_TTL_MS);
  const lookup = (registration: string) =>
    lookupVehicle({ db: options.database.db, provider: fastify.adapters.vehicleData, cache: vehicles }, registration);
  await fastify.register(vehicleRoutes, { lookup });
  await fastify.register(enquiryRoutes);
  await fastify.register(clientConfigRoutes);
  const accounts = {
    db: options.database.db,
    baseUrl: config.baseUrl,
    google: fastify.adapters.google,
    limiter: config.rateLimit ? limiter : noAttemptLimiter,
    log: fastify.log,
    secretsKey: config.secrets.key,
    secrets: config.secrets,
  };
  await fastify.register(accountRoutes, { context: accounts });
  await fastify.register(profileRoutes, { context: accounts });
  await fastify.register(staffSignInRoutes, { context: accounts });

  // Quotes and payments price from the server's own record of a vehicle.
  const payments: PaymentsContext = {
    db: options.database.db,
    provider: fastify.adapters.payments,
    rates: ratesRepository(options.database.db),
    lookup,
    baseUrl: config.baseUrl,
    log: fastify.log,
    staleCaptureSeconds: config.payments.staleCaptureSeconds,
  };
  await fastify.register(quoteRoutes, { rates: payments.rates, lookup: payments.lookup });
  await fastify.register(registrationCheckRoutes);
  await fastify.register(paymentRoutes, { context: payments });
  await fastify.register(warrantyDashboardRoutes, { context: payments });
  fastify.decorate('adminRoutes', [] as { method: string; url: string }[]);
  await fastify.register(adminRoutes, { context: payments });
  await fastify.register(transactionRoutes);
  await fastify.register(documentRoutes);
  if (config.payments.reconcileMs > 0) {
    let stop: (() => Promise<void>) | null = null;
    fastify.addHook('onReady', async () => {
      stop = startReconcileJob(payments, config.payments.reconcileMs);
    });
    fastify.addHook('onClose', async () => {
      await stop?.();
    });
  }

  if (config.renewalReminderMs > 0) {
    let stop: (() => Promise<void>) | null = null;
    fastify.addHook('onReady', async () => {
      stop = startPeriodicJob(
        'renewal reminders',
        config.renewalReminderMs,
        () => sendRenewalReminders(options.database.db, londonToday(), config.baseUrl),
        fastify.log,
      );
    });
    fastify.addHook('onClose', async () => {
      await stop?.();
    });
  }

  const { mailer } = fastify.adapters;
  if (mailer && config.mail.pollMs > 0) {
    let stop: (() => Promise<void>) | null = null;
    fastify.addHook('onReady', async () => {
      stop = startOutboxWorker(
        { db: options.database.db, mailer, from: config.mail.from, log: fastify.log },
        config.mail.pollMs,
      );
    });
    fastify.addHook('onClose', async () => {
      await stop?.();
    });
  }

  if (config.emulators) {
    await fastify.register(emulators, { prefix: '/__emulators', paypal: { approveBase: '/__emulators/paypal' } });
    await fastify.register(outboxEmulatorRoutes, { prefix: '/__emulators/mail' });
    await fastify.register(staffEmulatorRoutes, { prefix: '/__emulators/staff' });
  }

  const web = config.webDistDir ? loadWebPages(config.webDistDir, { paypal: config.payments.mode === 'paypal' }) : null;
  if (web) await fastify.register(seoRoutes, { web, baseUrl: config.baseUrl });
  if (config.webDistDir) {
    await fastify.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      preCompressed: true,
      // Routes for the files present at start-up; anything else (/, /faq/, app routes, unknown
      // paths) reaches the not-found handler, which answers with the right page.
      wildcard: false,
      allowedPath: (path) => !path.endsWith('.html'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  fastify.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/__emulators/');
    if (web && isPageRequest) return web.respond(path, reply);
    return reply.code(404).send(errorBody(errorCodes.notFound, `There is nothing at ${request.method} ${path}.`));
  });
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
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await fastify.register(app, options);
  return fastify;
}
