import { errorCodes } from '@kestrel/domain/schemas/errors';
import { RENEWAL_WINDOW_DAYS, renewalOpen } from '@kestrel/domain/warranty/warranty-dates';
import { AppError } from '../../lib/errors';
import { liveWarrantyFor } from './live-warranty';
import type { Executor } from '../../db/tx';

/**
 * DESIGN §2 "Registration check": a registration may be sold cover unless a live warranty already
 * covers it. A live warranty ending within the renewal window does not block: its owner may renew.
 */
export async function assertNotCovered(db: Executor, registration: string, today: string) {
  const live = await liveWarrantyFor(db, registration, today);
  if (live && !renewalOpen(live.expiryDate, today)) {
    throw new AppError(
      409,
      errorCodes.alreadyCovered,
      `${registration} already has a Kestrel warranty that runs beyond the next ${RENEWAL_WINDOW_DAYS} days. You can renew it from your dashboard when it is due to end.`,
      { reg_num: 'This vehicle already has a live warranty' },
    );
  }
}
