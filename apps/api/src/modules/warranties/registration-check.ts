import type { RegistrationCheckAnswer } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { renewalOpen } from '@kestrel/domain/warranty/warranty-dates';
import type { Executor } from '../../db/tx';
import { assertHistoryAllows } from '../vehicle-history';
import type { WarrantiesContext } from './context';
import { warrantyErrors } from './errors';
import { liveWarrantyFor } from './repository';

/**
 * DESIGN §2 "Registration check": a registration may be sold cover unless a live warranty already
 * covers it. A live warranty ending within the renewal window does not block: its owner may renew.
 */
export async function assertNotCovered(db: Executor, registration: string, today: string) {
  const live = await liveWarrantyFor(db, registration, today);
  if (live && !renewalOpen(live.expiryDate, today)) throw warrantyErrors.alreadyCovered(registration);
}

/**
 * POST /api/warranty/check (spec §7): may this registration be sold a warranty? Not when a live
 * warranty covers it, nor when the DVSA's MOT record rules it out (DESIGN §8.3): 409 either way.
 */
export async function checkRegistration(
  ctx: Pick<WarrantiesContext, 'db' | 'history'>,
  registration: string,
  mileage: number | null,
): Promise<RegistrationCheckAnswer> {
  await assertNotCovered(ctx.db, registration, londonToday());
  const { answer } = await ctx.history.check({ registration, mileage });
  assertHistoryAllows(answer, { registration: 'reg_num', mileage: 'mileage' });
  return { reg_num: registration, message: `Good news: we can offer cover for ${registration}.` };
}
