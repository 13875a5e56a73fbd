import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { formatReference, isReference } from '@kestrel/domain/references/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateReference } from '../src/db/allocate-reference';
import type { Database, DatabaseHandle } from '../src/db/database-types';
import { migrationsFolder } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';
import { createTestDatabase } from './helpers';

/** A copy of the migrations up to (not including) `tag`, to make a database as it was before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kestrel-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('0009_references on a database that already has sales', () => {
  // Two migration runs on a fresh PGlite: slower than one test's usual allowance.
  it(
    'numbers the existing rows by UK year of creation, with the check digit the domain makes',
    { timeout: 90_000 },
    async () => {
      const client = new PGlite();
      const db = drizzle(client, { schema, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: migrationsBefore('0009_references') });

      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, firstname, lastname, mobile_no, address, city, postcode)
       values ('old@example.com', 'Old', 'Customer', '07700900000', '1 High St', 'York', 'YO1 1AA') returning id`,
      );
      const userId = rows[0]!.id;
      // Three sales: two in 2025 (the second half an hour before the New Year) and one in 2026.
      const times = ['2025-06-01T10:00:00Z', '2025-12-31T23:30:00Z', '2026-03-01T09:00:00Z'];
      for (const [index, at] of times.entries()) {
        const order = await client.query<{ id: string }>(
          `insert into payment_orders (user_id, purpose, status, amount, rates_version, quote, created_at)
         values ($1, 'purchase', 'completed', 30000, 1, '{}'::jsonb, $2) returning id`,
          [userId, at],
        );
        const orderId = order.rows[0]!.id;
        const warranty = await client.query<{ id: string }>(
          `insert into warranties (user_id, order_id, plan_id, level, claim_limit, months, price, rates_version,
           registration, make, model, fuel_type, drive_type, vehicle_type, engine_size, bhp, first_registered,
           mileage, vehicle_verified, start_date, expiry_date, vehicle_purchase_date, service_history, created_at)
         values ($1, $2, 'secure-2000-12', 'secure', 200000, 12, 30000, 1, 'AB12CDE', 'Ford', 'Focus', 'petrol',
           '2WD', 'car', 1600, 120, '2015-01-01', 50000, true, '2025-06-01', '2026-05-31', '2024-01-01', true, $3)
         returning id`,
          [userId, orderId, at],
        );
        await client.query(
          `insert into transactions (user_id, warranty_id, order_id, kind, source_id, status, method, amount, created_at)
         values ($1, $2, $3, 'payment', $4, 'COMPLETED', 'PayPal', 30000, $5)`,
          [userId, warranty.rows[0]!.id, orderId, `CAPTURE${index}`, at],
        );
      }

      await migrate(db, { migrationsFolder: migrationsFolder() });
      const references = async (table: string) =>
        (await client.query<{ reference: string }>(`select reference from ${table} order by created_at`)).rows.map(
          (row) => row.reference,
        );
      const expected = (kind: 'warranty' | 'order' | 'receipt') => [
        formatReference({ kind, year: 2025, sequence: 1 }),
        formatReference({ kind, year: 2025, sequence: 2 }),
        formatReference({ kind, year: 2026, sequence: 1 }),
      ];
      expect(await references('warranties')).toEqual(expected('warranty'));
      expect(await references('payment_orders')).toEqual(expected('order'));
      expect(await references('transactions')).toEqual(expected('receipt'));
      expect(await references('warranties')).toEqual(['KW-25-0000013', 'KW-25-0000021', 'KW-26-0000017']);

      // The counters carry on from the backfill.
      const next = await allocateReference(db as unknown as Database, 'warranty', new Date('2026-07-01T12:00:00Z'));
      expect(next).toBe(formatReference({ kind: 'warranty', year: 2026, sequence: 2 }));
      await client.close();
    },
  );
});

describe('allocateReference', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('never gives the same reference twice, even to transactions at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 25 }, () =>
        database.db.transaction((tx) => allocateReference(tx, 'order', new Date('2027-02-01T12:00:00Z'))),
      ),
    );
    expect(new Set(made).size).toBe(25);
    expect(made.every((reference) => isReference(reference, 'order'))).toBe(true);
    expect([...made].sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => formatReference({ kind: 'order', year: 2027, sequence: i + 1 })).sort(),
    );
  });

  it('gives a rolled-back number back, and numbers each kind and year on its own', async () => {
    const at = new Date('2028-01-01T00:30:00Z');
    await database.db
      .transaction(async (tx) => {
        await allocateReference(tx, 'claim', at);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await allocateReference(database.db, 'claim', at)).toBe(
      formatReference({ kind: 'claim', year: 2028, sequence: 1 }),
    );
    expect(await allocateReference(database.db, 'directDebit', at)).toBe(
      formatReference({ kind: 'directDebit', year: 2028, sequence: 1 }),
    );
    // Without an instant, the year is the database's year of today (London keeps GMT at New Year).
    const today = await allocateReference(database.db, 'receipt');
    expect(today.slice(3, 5)).toBe(String(new Date().getUTCFullYear() % 100));
  });
});
