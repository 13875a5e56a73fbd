import { formatReference, type Reference, type ReferenceKind } from '@kestrel/domain/references/reference';
import { UK_TIME_ZONE } from '@kestrel/domain/uk/london-date';
import { sql } from 'drizzle-orm';
import { referenceCounters } from './references-schema';
import type { Executor } from './tx';

const ukYear = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, year: 'numeric' });

/**
 * The next reference of a kind (`KW-26-0042137`), the one place any is made. Call it inside the
 * transaction that inserts the row it names: the counter's row stays locked until that
 * transaction ends, so references of a kind are issued one at a time and never twice, and a
 * rolled-back insert gives its number back. (An insert that does nothing on conflict leaves a gap:
 * references are unique, not gapless.) The year is the UK year of `at`, by default the database's
 * time of the transaction, as its `created_at` is.
 */
export async function allocateReference<K extends ReferenceKind>(
  tx: Executor,
  kind: K,
  at?: Date,
): Promise<Reference<K>> {
  const year = at ? Number(ukYear.format(at)) : sql`extract(year from now() at time zone ${UK_TIME_ZONE})::int`;
  const [counter] = await tx
    .insert(referenceCounters)
    .values({ kind, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { lastSequence: sql`${referenceCounters.lastSequence} + 1` },
    })
    .returning({ year: referenceCounters.year, sequence: referenceCounters.lastSequence });
  if (!counter) throw new Error(`No ${kind} reference was allocated`);
  return formatReference({ kind, year: counter.year, sequence: counter.sequence });
}
