import { claimsRecord, publishedRecord, type RecordFacts } from '@kestrel/domain/claims/claims-record';
import type { ClaimsRecordAnswer } from '@kestrel/domain/schemas/claims-record';
import type { Database } from '../../db/database-types';
import { recordRepository } from './record-repository';

/** What the claims record is handed: the database. */
export interface ClaimsRecordContext {
  db: Database;
}

/** The weeks and months the back office shows: this one and the twelve before it. */
const PERIODS_SHOWN = 13;

/**
 * The facts of every claim and complaint with anything since the first of the month fourteen
 * months back: before the claims record's longest reach (this month and the twelve before it), a
 * claim made earlier counted by what happened to it since.
 */
export async function recordFacts(ctx: ClaimsRecordContext, now: Date): Promise<RecordFacts> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PERIODS_SHOWN - 1, 1);
  const repository = recordRepository(ctx.db);
  const [claims, complaints] = await Promise.all([
    repository.claimsActiveSince(since),
    repository.complaintsSince(since),
  ]);
  return { claims, complaints };
}

/** GET /api/admin/claims/record: per week and per month, and what the public page shows. */
export async function staffClaimsRecord(ctx: ClaimsRecordContext, now = new Date()): Promise<ClaimsRecordAnswer> {
  const facts = await recordFacts(ctx, now);
  return {
    weeks: claimsRecord(facts, 'week', now, PERIODS_SHOWN),
    months: claimsRecord(facts, 'month', now, PERIODS_SHOWN),
    published: publishedRecord(facts, now),
  };
}
