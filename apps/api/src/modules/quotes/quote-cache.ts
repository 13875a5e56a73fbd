import type { PricedVehicle } from '@kestrel/domain/pricing/price';
import type { RateTables } from '@kestrel/domain/pricing/rates';
import { LRUCache } from 'lru-cache';
import { buildQuote } from './build-quote';

/** Enough for every vehicle priced in a busy few minutes; at about 3 KB each, a few MB at most. */
const MAX_QUOTES = 1_000;

/**
 * The quote as the JSON sent by the quote call, kept per input: `buildQuote` is pure in the
 * vehicle's priced facts, the rates and the day, so the same vehicle on the same day under the same
 * rates version gets the same bytes, built and serialised once. The purchase flow asks again for
 * the same vehicle at each step, and so does a visitor who goes back. A new rates version or a new
 * UK day is a new key, so a price change shows at once; the least recently used entry goes first.
 */
export function quoteCache(max = MAX_QUOTES) {
  const entries = new LRUCache<string, string>({ max });
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
      if (known !== undefined) return known;
      const json = JSON.stringify(buildQuote(vehicle, rates, asOf));
      entries.set(key, json);
      return json;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Longer addresses are priced the long way and not remembered, so none can fill the memory. */
const MAX_REMEMBERED_URL = 256;

interface AnsweredAddress {
  json: string;
  ratesVersion: number;
  asOf: string;
}

/**
 * The answer sent for an address of the quote route, for a vehicle typed by hand (no registration:
 * nothing is looked up), kept with the rates version and UK day it was priced under. The query's
 * validation and the price are pure functions of the address, that version and that day, so the
 * same address under the same version on the same day is answered with the same bytes before it
 * is validated or priced again: the purchase flow asks once per step.
 */
export function answeredAddresses(max = MAX_QUOTES) {
  const entries = new LRUCache<string, AnsweredAddress>({ max });
  return {
    has: (url: string) => entries.has(url),
    get(url: string, ratesVersion: number, asOf: string): string | undefined {
      // Looked at without counting as a use: an answer of another version or day is not used.
      const known = entries.peek(url);
      if (!known || known.ratesVersion !== ratesVersion || known.asOf !== asOf) return undefined;
      return entries.get(url)?.json;
    },
    remember(url: string, json: string, ratesVersion: number, asOf: string): void {
      if (url.length > MAX_REMEMBERED_URL) return;
      entries.set(url, { json, ratesVersion, asOf });
    },
    get size() {
      return entries.size;
    },
  };
}
