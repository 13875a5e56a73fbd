import { sql } from 'drizzle-orm';
import { check, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { referenceKinds, type Reference, type ReferenceKind } from '@kestrel/domain/references/reference';

/** A row's id: a random UUID the database makes. */
export const generatedId = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/**
 * A CHECK constraint holding a column to one of the domain's values, so the database refuses what
 * the typed column (`text({ enum })` or `.$type<…>()`) promises never to return.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const list = values.map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`));
  return check(name, sql`${column} in (${sql.raw(list.join(', '))})`);
}

/**
 * A row's customer-facing reference of one kind (`KW-26-0042137`): unique, and made only by
 * `allocateReference` in the transaction that inserts the row.
 */
export const referenceColumn = <K extends ReferenceKind>() => text().$type<Reference<K>>().notNull();

/** A CHECK constraint holding a reference column to its kind's printed shape (`KW-yy-nnnnnnn`). */
export function referenceShape(name: string, column: AnyPgColumn, kind: ReferenceKind) {
  const pattern = `^K${referenceKinds[kind].letter}-[0-9]{2}-[0-9]{7}$`;
  return check(name, sql`${column} ~ ${sql.raw(`'${pattern}'`)}`);
}
