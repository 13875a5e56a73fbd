import { retentionCutoff } from '@kestrel/domain/privacy/retention';
import type { Database } from '../../db/database-types';
import { retentionRepository, retentionSteps } from './retention-repository';

export interface RetentionReport {
  runId: string;
  counts: Record<string, number>;
}

/**
 * Applies the retention schedule as it stands at `now` (docs/privacy.md "The retention job"). The
 * run is recorded first; each step's count is added as it finishes, and the finish time at the
 * end, so an interrupted run shows as one without a finish. Its timer is jobs/retention.ts.
 */
export async function runRetention(db: Database, now = new Date(), signal?: AbortSignal): Promise<RetentionReport> {
  const runs = retentionRepository(db);
  const runId = await runs.startRun(now);
  const counts: Record<string, number> = {};
  for (const step of retentionSteps) {
    if (signal?.aborted) return { runId, counts };
    const cutoff = step.rule ? retentionCutoff(step.rule, now) : now;
    const removed = await runs.runStep(step, cutoff, now);
    counts[step.name] = removed;
    await runs.addCount(runId, step.name, removed);
  }
  await runs.finishRun(runId, now);
  return { runId, counts };
}
