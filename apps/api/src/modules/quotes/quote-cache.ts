import type { PricedVehicle } from '@kestrel/domain/pricing/price';
import type { RateTables } from '@kestrel/domain/pricing/rates';
import { buildQuote } from './build-quote';

/** Enough for every vehicle priced in a busy few minutes; at about 3 KB each, a few MB at most. */
const MAX_QUOTES = 1_000;

/**
 * The quote as the JSON sent (issue 21, the quote call), kept per input: `buildQuote` is pure in the
 * vehicle's priced facts, the rates and the day, so the same vehicle on the same day under the same
 * rates version gets the same bytes, built and serialised once. The purchase flow asks again for
 * the same vehicle at each step, and so does a visitor who goes back. A new rates version or a new
 * UK day is a new key, so a price change shows at once; the least recently used entry goes first.
 */
export function quoteCache(max = MAX_QUOTES) {
  const entries = new Map<string, string>();
  return {
    json(vehicle: PricedVehicle, rates: RateTables, asOf: string): string {
      const key = [
        rates.version,
        asOf,
        vehicle.engineSize,
        vehicle.bhp,
        vehicle.driveType,
        vehicle.fuelType,
        vehicle.vehicleType,
        vehicle.registeredDate,
        vehicle.mileage,
      ].join('|');
      const known = entries.get(key);
      if (known !== undefined) {
        // Most recently used goes last, so the oldest is first in line to go.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const json = JSON.stringify(buildQuote(vehicle, rates, asOf));
      entries.set(key, json);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return json;
    },
    get size() {
      return entries.size;
    },
  };
}
