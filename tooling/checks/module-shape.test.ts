import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.js';

/**
 * Every API module has one shape (docs/architecture.md "Modules"): routes speak HTTP and call
 * services; only repositories touch tables; typed errors live in errors.ts; what a module needs is
 * handed to it (context.ts), never fetched from the app; other modules see only its index.ts.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = 'apps/api/src/modules';
const modules = readdirSync(`${root}/${MODULES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (module: string) =>
  repositoryFiles(root, [`${MODULES}/${module}`], ['.ts']).filter((file) => !file.endsWith('.test.ts'));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
const name = (file: string) => file.split('/').pop()!;
const isRepository = (file: string) => /(^|-)repository\.ts$/.test(name(file));

/** A value import of the table definitions (row types may be imported anywhere). */
const importsTables = (text: string) =>
  [...text.matchAll(/^import (type )?\{([^}]*)\} from '(?:\.\.\/)+db\/(?:schema|[\w-]+-schema)';/gm)].some(
    ([, wholeType, names]) =>
      !wholeType &&
      names!
        .split(',')
        .map((part) => part.trim())
        .some((part) => part && !part.startsWith('type ')),
  );
/** The module that owns each table: the only one whose files insert, update or delete its rows. */
const OWNER: Record<string, string> = {
  appMeta: 'outbox',
  vehicleLookups: 'vehicles',
  vehicleHistoryChecks: 'vehicle-history',
  enquiries: 'enquiries',
  outboxEmails: 'outbox',
  users: 'accounts',
  sessions: 'accounts',
  usedGoogleTokens: 'accounts',
  passwordTokens: 'accounts',
  profileImages: 'accounts',
  claims: 'claims',
  claimEvents: 'claims',
  claimDecisionSettings: 'claims',
  claimGarageLinks: 'claims',
  claimFiles: 'claims',
  directDebitPlans: 'direct-debit',
  directDebitInstalments: 'direct-debit',
  directDebitEvents: 'direct-debit',
  retentionRuns: 'privacy',
  marketingConsents: 'privacy',
  privacyRequests: 'privacy',
  rateVersions: 'quotes',
  paymentOrders: 'payments',
  warranties: 'warranties',
  motReminders: 'warranties',
  warrantyTransfers: 'transfers',
  transactions: 'transactions',
  webhookEvents: 'payments',
  // Written only by db/allocate-reference.ts, which every module calls; no module writes it itself.
  referenceCounters: 'db',
  signInChallenges: 'staff',
  recoveryCodes: 'staff',
  auditLog: 'audit',
  idempotentRequests: 'idempotency',
  complaints: 'complaints',
  complaintEvents: 'complaints',
};

/** The tables the text inserts into, updates or deletes from (a Drizzle builder call on a known table). */
const tablesWritten = (text: string) =>
  [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)]
    .map(([, table]) => table!)
    .filter((table) => Object.hasOwn(OWNER, table));

/** The pgTable constants the database schema exports (schema.ts and the *-schema.ts files it re-exports). */
const schemaTables = () =>
  readdirSync(`${root}/apps/api/src/db`)
    .filter((file) => file === 'schema.ts' || file.endsWith('-schema.ts'))
    .flatMap((file) =>
      [...read(`apps/api/src/db/${file}`).matchAll(/^export const (\w+) = pgTable\(/gm)].map(([, t]) => t!),
    );

const queries = (text: string) =>
  /from 'drizzle-orm(\/[\w-]+)?'/.test(text) && !/^import type [^;]*'drizzle-orm/m.test(text);

describe.each(modules)('the API module %s', (module) => {
  const files = filesOf(module);

  it('has an index.ts, its public face', () => {
    expect(existsSync(`${root}/${MODULES}/${module}/index.ts`)).toBe(true);
  });

  it('touches its tables only in its repository', () => {
    const outside = files.filter((file) => !isRepository(file) && (importsTables(read(file)) || queries(read(file))));
    expect(outside).toEqual([]);
  });

  it("writes only its own tables (another module's data changes through that module's index)", () => {
    const foreign = files.flatMap((file) =>
      tablesWritten(read(file))
        .filter((table) => OWNER[table] !== module)
        .map((table) => `${file} writes ${table} (owned by ${OWNER[table]})`),
    );
    expect(foreign).toEqual([]);
  });

  it('is handed what it needs: no file reaches for app.database', () => {
    expect(files.filter((file) => read(file).includes('app.database'))).toEqual([]);
  });

  it('makes its typed errors in errors.ts', () => {
    expect(files.filter((file) => name(file) !== 'errors.ts' && /new AppError\(/.test(read(file)))).toEqual([]);
  });
});

describe('the table ownership', () => {
  it('names an owner for every table the schema exports', () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !Object.hasOwn(OWNER, table))).toEqual([]);
  });

  it('names only tables the schema exports, and modules that exist', () => {
    const tables = new Set(schemaTables());
    expect(Object.keys(OWNER).filter((table) => !tables.has(table))).toEqual([]);
    expect([...new Set(Object.values(OWNER))].filter((owner) => owner !== 'db' && !modules.includes(owner))).toEqual(
      [],
    );
  });
});

describe('the shape check', () => {
  it('finds the tables a file writes, on one line or over several', () => {
    expect(tablesWritten('await db.update(users).set({ x }).where(w);')).toEqual(['users']);
    expect(tablesWritten('await tx\n      .insert(transactions)\n      .values(row);')).toEqual(['transactions']);
    expect(tablesWritten('await db.delete(recoveryCodes).where(w);')).toEqual(['recoveryCodes']);
    expect(tablesWritten('await usersRepository(db).insert(user); hmac.update(body);')).toEqual([]);
    expect(tablesWritten('db.select().from(users).innerJoin(sessions, on)')).toEqual([]);
  });

  it('tells a value import of a table from a type import of its row', () => {
    expect(importsTables("import { claims, type ClaimRow } from '../../db/schema';")).toBe(true);
    expect(importsTables("import type { ClaimRow } from '../../db/schema';")).toBe(false);
    expect(importsTables("import { type ClaimRow } from '../../db/claims-schema';")).toBe(false);
  });
});
