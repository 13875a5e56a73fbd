import { publishedRecord } from '@kestrel/domain/claims/claims-record';
import { decisionSettingsRepository } from '../claims';
import type { ClaimsRecordContext } from './claims-record';
import { recordFacts } from './claims-record';
import { publishedRecordHtml } from './published-html';

/** The public page's figures as the server serves them: the HTML and a key that changes with it. */
export interface PublishedFigures {
  key: string;
  html: string;
}

export interface PublishedRecordCache {
  /** The figures worked out last; the first call waits for the first working out. */
  current(): Promise<PublishedFigures>;
  /** Works the figures out again (the hourly job). */
  refresh(): Promise<PublishedFigures>;
}

/**
 * Each instance keeps the public figures in memory and works them out again every hour (the job
 * in jobs/claims-record.ts): a read of the last thirteen months, so several instances each doing
 * it need no lock, and the page's request never waits for the database once the first has.
 */
export function publishedRecordCache(
  ctx: ClaimsRecordContext,
  clock: () => Date = () => new Date(),
): PublishedRecordCache {
  let latest: PublishedFigures | null = null;
  let pending: Promise<PublishedFigures> | null = null;
  const refresh = () =>
    (pending ??= (async () => {
      const now = clock();
      const [facts, settings] = await Promise.all([
        recordFacts(ctx, now),
        decisionSettingsRepository(ctx.db).inForce(now),
      ]);
      const record = publishedRecord(facts, now);
      latest = { key: record.computedAt, html: publishedRecordHtml(record, settings) };
      return latest;
    })().finally(() => {
      pending = null;
    }));
  return {
    current: () => (latest ? Promise.resolve(latest) : refresh()),
    refresh,
  };
}
