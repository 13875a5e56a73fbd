import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultRates, type RateTables } from '@kestrel/domain/pricing/rates';
import type { Database } from '../../db/database-types';
import { rateVersions } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** How long an instance keeps believing a version is the latest before asking the database again. */
const LATEST_TTL_MS = 5_000;

/**
 * The rate tables by version. Version 1 is the domain package's default and needs no row; later
 * versions are rows written by staff. A version never changes once written, so versions are cached
 * for good; only "which is the latest" is re-read, every few seconds, so every instance follows a
 * change quickly without a query per quote. When that re-read fails (the database is away), the
 * last rates read keep serving for as long as it lasts, as docs/operations.md promises: quotes
 * and prices stay up, and follow a change again once the database answers.
 */
export function ratesRepository(
  db: Database,
  options: { now?: () => number; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
) {
  const now = options.now ?? (() => Date.now());
  const byVersion = new Map<number, RateTables>([[defaultRates.version, defaultRates]]);
  let latest: { rates: RateTables; checkedAt: number } | null = null;

  async function current(): Promise<RateTables> {
    if (latest && now() - latest.checkedAt < LATEST_TTL_MS) return latest.rates;
    let row: { version: number; tables: RateTables } | undefined;
    try {
      [row] = await db
        .select({ version: rateVersions.version, tables: rateVersions.tables })
        .from(rateVersions)
        .orderBy(desc(rateVersions.version))
        .limit(1);
    } catch (error) {
      if (!latest) throw error;
      // Asked again at the next interval, not on every quote while the database is away.
      latest = { rates: latest.rates, checkedAt: now() };
      options.log?.warn({ err: error, version: latest.rates.version }, 'rates: serving the last rates read');
      return latest.rates;
    }
    const rates = row ? { ...row.tables, version: row.version } : defaultRates;
    byVersion.set(rates.version, rates);
    latest = { rates, checkedAt: now() };
    return rates;
  }

  async function version(number: number): Promise<RateTables | null> {
    const known = byVersion.get(number);
    if (known) return known;
    const [row] = await db
      .select({ tables: rateVersions.tables })
      .from(rateVersions)
      .where(eq(rateVersions.version, number));
    if (!row) return null;
    const rates = { ...row.tables, version: number };
    byVersion.set(number, rates);
    return rates;
  }

  return { current, version, forget: () => void (latest = null) };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;

/** Publishes a version of the rate tables (never rewritten: its number is the primary key); answers when. */
export async function publishRateVersion(db: Executor, version: typeof rateVersions.$inferInsert): Promise<Date> {
  const [row] = await db.insert(rateVersions).values(version).returning({ createdAt: rateVersions.createdAt });
  if (!row) throw new Error('The rate version was not stored');
  return row.createdAt;
}
