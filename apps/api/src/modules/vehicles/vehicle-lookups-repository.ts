import { and, desc, eq, gt } from 'drizzle-orm';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { Executor } from '../../db/tx';
import { vehicleLookups } from '../../db/schema';

export function vehicleLookupsRepository(db: Executor) {
  return {
    async latestFound(registration: string, since: Date): Promise<Vehicle | null> {
      const [row] = await db
        .select({ vehicle: vehicleLookups.vehicle })
        .from(vehicleLookups)
        .where(
          and(
            eq(vehicleLookups.registration, registration),
            eq(vehicleLookups.outcome, 'found'),
            gt(vehicleLookups.lookedUpAt, since),
          ),
        )
        .orderBy(desc(vehicleLookups.lookedUpAt))
        .limit(1);
      return row?.vehicle ?? null;
    },

    async record(registration: string, provider: string, vehicle: Vehicle | null): Promise<void> {
      await db.insert(vehicleLookups).values({
        registration,
        provider,
        outcome: vehicle ? 'found' : 'not-found',
        vehicle,
      });
    },
  };
}
