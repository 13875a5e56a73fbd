import type { PlanQuery } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { QuotesContext } from './context';
import { resolveVehicle } from './priced-vehicle';
import type { quoteCache } from './quote-cache';

/** A priced answer as the JSON sent, with the rates version and UK day it was priced under. */
export interface PlanQuote {
  json: string;
  ratesVersion: number;
  asOf: string;
}

/**
 * Spec §7 GET /api/level/plan/: every plan of every level the vehicle may buy, priced from our own
 * record of the vehicle when the registration is given, else as declared (DESIGN §2 "Price
 * integrity"). Built by buildQuote from the catalogue and our own prices, kept as the JSON the
 * cache holds: nothing in it to strip.
 */
export async function planQuote(
  ctx: QuotesContext,
  quotes: ReturnType<typeof quoteCache>,
  query: PlanQuery,
): Promise<PlanQuote> {
  const vehicle = await resolveVehicle(
    {
      registration: query.reg,
      engineSize: query.engineSize,
      bhp: query.bhp,
      driveType: query.driveType,
      fuelType: query.fuelType,
      vehicleType: query.vehicleType,
      registeredDate: query.dateFirstReg,
      mileage: query.mileage,
    },
    query.reg ? ctx.lookup : null,
  );
  const current = await ctx.rates.current();
  const asOf = londonToday();
  return { json: quotes.json(vehicle, current, asOf), ratesVersion: current.version, asOf };
}
