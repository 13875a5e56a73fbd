import type { FastifyInstance } from 'fastify';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { noAttemptLimiter, type AttemptLimiter } from './lib/attempt-limiter';
import { ttlCache } from './lib/ttl-cache';
import type { AccountsContext } from './modules/accounts';
import type { StaffContext } from './modules/staff';
import type { ClaimsContext } from './modules/claims';
import type { ComplaintsContext } from './modules/complaints';
import type { PrivacyContext } from './modules/privacy';
import { noDirectDebitProvider } from './adapters/direct-debit/direct-debit-provider';
import { createGocardlessAdapter } from './adapters/direct-debit/gocardless-adapter';
import { cardArrears, cardPayOff, type DirectDebitContext } from './modules/direct-debit';
import type { PaymentsContext } from './modules/payments';
import { ratesRepository } from './modules/quotes';
import { lookupVehicle } from './modules/vehicles';
import { createHistoryChecker, type HistoryChecker } from './modules/vehicle-history';
import type { DocumentsContext } from './modules/documents';
import type { EnquiriesContext } from './modules/enquiries';
import type { OutboxContext } from './modules/outbox';
import type { TransactionsContext } from './modules/transactions';
import type { TransfersContext } from './modules/transfers';
import type { WarrantiesContext } from './modules/warranties';

/** Recently found vehicles, so a busy registration is not read from the database each time. */
const MAX_CACHED_VEHICLES = 5000;
const VEHICLE_CACHE_TTL_MS = 10 * 60 * 1000;

export interface ModuleContexts {
  /** The one lookup of our record of a vehicle (with its cache), for vehicles, quotes and payments. */
  vehicles: { lookup: (registration: string) => Promise<Vehicle> };
  accounts: AccountsContext;
  /** Staff sign-in: the accounts' context and the keys that seal TOTP secrets. */
  staff: StaffContext;
  /** Quotes and payments price from the server's own record of a vehicle. */
  payments: PaymentsContext;
  /** Monthly payments through GoCardless (its emulator in demo and tests); null when they are off. */
  directDebit: DirectDebitContext | null;
  /** The DVSA MOT history check with its day-long cache (DESIGN §8.3), one per app. */
  history: HistoryChecker;
  /** The customer's warranties: the dashboard, the cooling-off refund, the registration check. */
  warranties: WarrantiesContext;
  transactions: TransactionsContext;
  documents: DocumentsContext;
  /** Enquiries tell the staff's inbox, with a link to the back office. */
  enquiries: EnquiriesContext;
  /** The demo's mailbox (mounted with the emulators). */
  outbox: OutboxContext;
  /** Claims e-mail the garage a link to this site. */
  claims: ClaimsContext;
  /** Complaints tell the team's inbox of one made online. */
  complaints: ComplaintsContext;
  /** Transfers e-mail the new owner a link to this site. */
  transfers: TransfersContext;
  /** Privacy: consent (its unsubscribe tokens), erasure's e-mail, the customer's data requests. */
  privacy: PrivacyContext;
}

/** What the business modules are handed, built once from the app's config, database and adapters. */
export function createModuleContexts(app: FastifyInstance, limiter: AttemptLimiter): ModuleContexts {
  const { config, adapters } = app;
  const { db } = app.database;
  const cache = ttlCache<Vehicle>(MAX_CACHED_VEHICLES, VEHICLE_CACHE_TTL_MS);
  const lookup = (registration: string) => lookupVehicle({ db, provider: adapters.vehicleData, cache }, registration);
  const history = createHistoryChecker({ db, provider: adapters.motHistory, lookup, log: app.log });
  const accounts: AccountsContext = {
    db,
    baseUrl: config.baseUrl,
    google: adapters.google,
    limiter: config.rateLimit ? limiter : noAttemptLimiter,
    log: app.log,
    secretsKey: config.secrets.key,
  };
  const gocardless = config.directDebit ? createGocardlessAdapter(config.directDebit) : null;
  const payments: PaymentsContext = {
    db,
    provider: adapters.payments,
    rates: ratesRepository(db, { log: app.log }),
    lookup,
    history,
    baseUrl: config.baseUrl,
    log: app.log,
    staleCaptureSeconds: config.payments.staleCaptureSeconds,
    arrears: cardArrears,
    // A pay-off is only ever opened with monthly payments on; without them its capture finds no plan to hold.
    payOff: cardPayOff(() => ({ ...payments, gocardless: gocardless ?? noDirectDebitProvider })),
  };
  const directDebit = gocardless ? { ...payments, gocardless } : null;
  return {
    vehicles: { lookup },
    history,
    warranties: { db, provider: adapters.payments, history },
    transactions: { db },
    documents: { db },
    enquiries: { db, staffEmail: config.mail.staffEmail, baseUrl: config.baseUrl },
    outbox: { db },
    accounts,
    staff: { ...accounts, secrets: config.secrets },
    payments,
    directDebit,
    claims: { db, baseUrl: config.baseUrl },
    // A monthly warranty's new owner takes its plan over through the Direct Debit context (null when off).
    transfers: { db, baseUrl: config.baseUrl, directDebit },
    complaints: { db, baseUrl: config.baseUrl, staffEmail: config.mail.staffEmail },
    privacy: { db, baseUrl: config.baseUrl, secretsKey: config.secrets.key, log: app.log },
  };
}
