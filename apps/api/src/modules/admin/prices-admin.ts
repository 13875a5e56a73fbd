import { pricePreview } from '@kestrel/domain/pricing/price-preview';
import { defaultRates, tablesOf, type RateTables } from '@kestrel/domain/pricing/rates';
import {
  pricePreviewAnswerSchema,
  pricePreviewRequestSchema,
  pricesAnswerSchema,
  publishPricesAnswerSchema,
  publishPricesRequestSchema,
  type PriceVersion,
  type PublishPricesRequest,
} from '@kestrel/domain/schemas/admin-prices';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { desc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database-types';
import { rateVersions, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { isUniqueViolation } from '../accounts';
import type { RatesRepository } from '../quotes';
import { recordAudit } from '../audit';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** Version 1 is the domain package's default: it has no row, so no note, date or author. */
const defaultVersion: PriceVersion = { version: defaultRates.version, note: null, createdAt: null, createdBy: null };

/** The published versions with their authors, newest first; `limit` 1 gives the latest. */
async function versionRows(db: Database, limit?: number) {
  const query = db
    .select({ row: rateVersions, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(rateVersions)
    .leftJoin(users, eq(users.id, rateVersions.createdBy))
    .orderBy(desc(rateVersions.version));
  const rows = await (limit ? query.limit(limit) : query);
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
async function latestVersion(db: Database): Promise<{ tables: RateTables; version: PriceVersion }> {
  const [latest] = await versionRows(db, 1);
  return latest ?? { tables: defaultRates, version: defaultVersion };
}

const staleEdit = (latest: number) =>
  conflict(`The prices changed while you were editing (now version ${latest}). Review the new version and try again.`);

/**
 * Publishes the tables as the version after `basedOn`, with its audit entry in the same
 * transaction. A version is never rewritten: a sold warranty keeps the price and version it was
 * sold with. Two staff publishing from the same version both aim at the same primary key; the
 * check below refuses the later one, and the key refuses it when both checked at once.
 */
async function publishPrices(db: Database, actorId: string, request: PublishPricesRequest) {
  const version = request.basedOn + 1;
  try {
    return await db.transaction(async (tx) => {
      const [latest] = await tx.select({ version: max(rateVersions.version) }).from(rateVersions);
      const latestVersion = latest?.version ?? defaultRates.version;
      if (latestVersion !== request.basedOn) throw staleEdit(latestVersion);
      const [row] = await tx
        .insert(rateVersions)
        .values({ version, tables: { ...request.tables, version }, note: request.note, createdBy: actorId })
        .returning({ createdAt: rateVersions.createdAt });
      if (!row) throw new Error('The rate version was not stored');
      await recordAudit(tx, {
        actorId,
        action: 'prices.published',
        subjectType: 'rates',
        subjectId: String(version),
        before: { version: request.basedOn },
        after: { version, note: request.note },
      });
      return row.createdAt;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw staleEdit(version);
    throw error;
  }
}

/**
 * The plan and price tables (DESIGN §3, issue #7): the current version and its history, a
 * preview of a change on reference vehicles, and publishing it as a new version for new quotes.
 */
export const pricesAdminRoutes: FastifyPluginAsyncZod<{ rates: RatesRepository }> = async (app, { rates }) => {
  const db = app.database.db;

  app.get(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'The rate tables new quotes use, and every published version, newest first',
        response: { 200: pricesAnswerSchema, ...errors },
      },
    },
    async () => {
      const published = await versionRows(db);
      const latest = published[0] ?? { tables: defaultRates, version: defaultVersion };
      const versions: PriceVersion[] = published.map((entry) => entry.version);
      // Version 1 has no row; it is listed last unless a row of that number exists.
      if (!versions.some((entry) => entry.version === defaultVersion.version)) versions.push(defaultVersion);
      return { current: { ...latest.version, tables: tablesOf(latest.tables) }, versions };
    },
  );

  app.post(
    '/api/admin/prices/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'What proposed tables do to the reference vehicles, against the current version',
        body: pricePreviewRequestSchema,
        response: { 200: pricePreviewAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const current = await latestVersion(db);
      const proposed = { ...request.body.tables, version: current.version.version + 1 };
      return { basedOn: current.version.version, rows: pricePreview(current.tables, proposed, londonToday()) };
    },
  );

  app.post(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish new rate tables as the next version; new quotes only, never a sold warranty',
        body: publishPricesRequestSchema,
        response: { 201: publishPricesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = currentSession(request).user;
      const createdAt = await publishPrices(db, staff.id, request.body);
      // This instance quotes the new version at once; the others within the repository's 5 s.
      rates.forget();
      return reply.code(201).send({
        version: request.body.basedOn + 1,
        note: request.body.note,
        createdAt: createdAt.toISOString(),
        createdBy: { id: staff.id, name: `${staff.firstname} ${staff.lastname}`.trim(), email: staff.email },
      });
    },
  );
};
