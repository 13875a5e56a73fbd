import { monthlyTimeFrameFigures, timeFrameInstances } from '@kestrel/domain/claims/time-frame-record';
import { timeFrameIds, timeFramePromise } from '@kestrel/domain/claims/time-frames';
import type { ClaimTimeFramesAnswer } from '@kestrel/domain/schemas/claim-time-frames';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { ClaimsContext } from './context';
import { timeFramesRepository } from './time-frames-repository';

/** Thirteen months back: the last twelve whole months and this one. */
const MONTHS_SHOWN = 13;

/**
 * How we kept the claim time frames, month by month (DESIGN §9.1 "measured in the back office"):
 * every promise that fell due in the last twelve months and this one, from the claims' timelines.
 * A claim made up to a month before the window may still have promises falling due in it.
 */
export async function claimTimeFrames(
  ctx: Pick<ClaimsContext, 'db'>,
  now = new Date(),
): Promise<ClaimTimeFramesAnswer> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - MONTHS_SHOWN - 1, 1);
  const timelines = await timeFramesRepository(ctx.db).timelinesSince(since);
  const instances = timelines.flatMap((claim) => timeFrameInstances(claim.createdAt, claim.timeline));
  const firstMonth = new Date(now);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - (MONTHS_SHOWN - 1), 1);
  const from = firstMonth.toISOString().slice(0, 7);
  return {
    promises: timeFrameIds.map((id) => ({
      id,
      workingDays: siteConfig.claimTimeFrames[id],
      text: timeFramePromise(id),
    })),
    figures: monthlyTimeFrameFigures(instances, now).filter((figures) => figures.month >= from),
  };
}
