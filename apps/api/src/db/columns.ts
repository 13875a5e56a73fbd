import { sql } from 'drizzle-orm';
import { check, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
