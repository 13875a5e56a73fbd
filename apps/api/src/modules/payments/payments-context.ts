import type { FastifyBaseLogger } from 'fastify';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database';
import type { RatesRepository } from '../quotes/rates-repository';

/** What the payment services need, handed to them by the app (tests build their own). */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
  rates: RatesRepository;
  lookup: (registration: string) => Promise<Vehicle>;
  /** Public URL of the site: where the provider sends the buyer back. */
  baseUrl: string;
  log: FastifyBaseLogger;
}
