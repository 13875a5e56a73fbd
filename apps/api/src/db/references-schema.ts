import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { referenceKinds, MAX_REFERENCE_SEQUENCE, type ReferenceKind } from '@kestrel/domain/references/reference';
import { oneOf } from './columns';

export const referenceKindNames = Object.keys(referenceKinds) as ReferenceKind[];

/**
 * The last sequence number issued for each kind of reference in each UK year: the next reference
 * of a kind is one more. `allocateReference` takes the row's lock with an upsert, so two
 * transactions never get the same number; a transaction that rolls back gives its number back.
 * Every kind the domain names has its place here already (claims and Direct Debits included), so
 * a new module needs no migration to number its rows.
 */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    kind: text({ enum: referenceKindNames as [ReferenceKind, ...ReferenceKind[]] }).notNull(),
    /** The UK calendar year of issue, in full. */
    year: integer().notNull(),
    lastSequence: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    oneOf('reference_counters_kind_check', t.kind, referenceKindNames),
    check(
      'reference_counters_sequence_check',
      sql`${t.lastSequence} between 1 and ${sql.raw(String(MAX_REFERENCE_SEQUENCE))}`,
    ),
  ],
);

export type ReferenceCounterRow = typeof referenceCounters.$inferSelect;
