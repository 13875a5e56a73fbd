import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { FastifyBaseLogger } from 'fastify';
import type { MotHistoryProvider } from '../../adapters/mot-history/mot-history-provider';
import type { Database } from '../../db/database-types';

/** What the history check needs: the database (its cache), the DVSA adapter (null: not configured). */
export interface VehicleHistoryContext {
  db: Database;
  provider: MotHistoryProvider | null;
  /** Our record of the vehicle, for its first registration date (404 or 503 leave it unknown). */
  lookup: (registration: string) => Promise<Vehicle>;
  log: FastifyBaseLogger;
}
