import { pricePreview } from '@kestrel/domain/pricing/price-preview';
import { defaultRates, tablesOf, type RateTables } from '@kestrel/domain/pricing/rates';
import type { PriceVersion, PublishPricesRequest } from '@kestrel/domain/schemas/admin-prices';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/tx';
import type { UserRow } from '../../db/schema';
import { recordAudit } from '../audit';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { pricesRepository } from './prices-repository';

/*
 * The plan and price tables (DESIGN §3, docs/back-office.md "Prices"): the current version and its
 * history, a preview of a change on reference vehicles, and publishing it as a new version for new
 * quotes.
 */

/** Version 1 is the domain package's default: it has no row, so no note, date or author. */
const defaultVersion: PriceVersion = { version: defaultRates.version, note: null, createdAt: null, createdBy: null };

/** The published versions with their authors, newest first; `limit` 1 gives the latest. */
async function versionRows(db: Executor, limit?: number) {
  const rows = await pricesRepository(db).versions(limit);
  return rows.map(({ row, firstname, lastname, email }) => ({
    tables: { ...row.tables, version: row.version },
    version: {
      version: row.version,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy && email ? { id: row.createdBy, name: `${firstname} ${lastname}`.trim(), email } : null,
    } satisfies PriceVersion,
  }));
}

/**
 * The version new quotes use, read from the database rather than the rates repository's cache:
 * staff edit from, and are checked against, the true latest version.
 */
async function latestVersion(db: Executor): Promise<{ tables: RateTables; version: PriceVersion }> {
  const [latest] = await versionRows(db, 1);
  return latest ?? { tables: defaultRates, version: defaultVersion };
}

/** The rate tables new quotes use, and every published version, newest first. */
export async function priceVersions(ctx: Pick<AdminContext, 'db'>) {
  const published = await versionRows(ctx.db);
  const latest = published[0] ?? { tables: defaultRates, version: defaultVersion };
  const versions: PriceVersion[] = published.map((entry) => entry.version);
  // Version 1 has no row; it is listed last unless a row of that number exists.
  if (!versions.some((entry) => entry.version === defaultVersion.version)) versions.push(defaultVersion);
  return { current: { ...latest.version, tables: tablesOf(latest.tables) }, versions };
}

/** What proposed tables do to the reference vehicles, against the current version. */
export async function previewPrices(ctx: Pick<AdminContext, 'db'>, tables: PublishPricesRequest['tables']) {
  const current = await latestVersion(ctx.db);
  const proposed = { ...tables, version: current.version.version + 1 };
  return { basedOn: current.version.version, rows: pricePreview(current.tables, proposed, londonToday()) };
}

/**
 * Publishes the tables as the version after `basedOn`, with its audit entry in the same
 * transaction. A version is never rewritten: a sold warranty keeps the price and version it was
 * sold with. Two staff publishing from the same version both aim at the same primary key; the
 * check below refuses the later one, and the key refuses it when both checked at once.
 */
export async function publishPrices(
  ctx: Pick<AdminContext, 'db' | 'rates'>,
  staff: UserRow,
  request: PublishPricesRequest,
) {
  const version = request.basedOn + 1;
  let createdAt: Date;
  try {
    createdAt = await ctx.db.transaction(async (tx) => {
      const prices = pricesRepository(tx);
      const latestVersion = (await prices.latestVersionNumber()) ?? defaultRates.version;
      if (latestVersion !== request.basedOn) throw adminErrors.staleEdit(latestVersion);
      const stored = await prices.insert({
        version,
        tables: { ...request.tables, version },
        note: request.note,
        createdBy: staff.id,
      });
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'prices.published',
        subjectType: 'rates',
        subjectId: String(version),
        before: { version: request.basedOn },
        after: { version, note: request.note },
      });
      return stored;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw adminErrors.staleEdit(version);
    throw error;
  }
  // This instance quotes the new version at once; the others within the repository's 5 s.
  ctx.rates.forget();
  return {
    version,
    note: request.note,
    createdAt: createdAt.toISOString(),
    createdBy: { id: staff.id, name: `${staff.firstname} ${staff.lastname}`.trim(), email: staff.email },
  };
}
