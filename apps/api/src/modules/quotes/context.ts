import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { HistoryChecker } from '../vehicle-history';
import type { RatesRepository } from './rates-repository';

/** What quotes need: the current rates, our record of a vehicle, and its MOT history check. */
export interface QuotesContext {
  rates: RatesRepository;
  lookup: (registration: string) => Promise<Vehicle>;
  history: HistoryChecker;
}
