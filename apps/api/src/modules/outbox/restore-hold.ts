import type { Database } from '../../db/database-types';
import {
  holdUnsentEmails,
  readIdentity,
  recordFirstIdentity,
  recordLiveIdentity,
  replaceIdentity,
} from './identity-repository';

export { IDENTITY_KEY } from './identity-repository';

export interface RestoreCheck {
  /** True when the recorded identity differed from the live one (the database was restored). */
  restored: boolean;
  held: number;
  previous: string | null;
  current: string;
}

/**
 * Run before each outbox poll. The first time, it records the database's identity. When the live
 * identity differs from the recorded one, the database was restored: every e-mail still unsent was
 * queued before the restore point and may already have been sent after it (the restore forgot
 * that), so each is held for staff to release instead of being sent again; then the new identity
 * is recorded. One transaction under the row's lock, so with several instances one holds and the
 * others find the identity already recorded.
 */
export async function holdIfRestored(db: Database): Promise<RestoreCheck> {
  const seen = await readIdentity(db, false);
  if (seen.previous === seen.current) return { restored: false, held: 0, ...seen };
  return db.transaction(async (tx) => {
    if (seen.previous === null) await recordFirstIdentity(tx, seen.current);
    const locked = await readIdentity(tx, true);
    if (locked.previous === locked.current) return { restored: false, held: 0, ...locked };
    const held = await holdUnsentEmails(tx);
    await replaceIdentity(tx, locked.current);
    return { restored: true, held, ...locked };
  });
}

/** holdIfRestored, logging a restore it finds (an error: staff have e-mails to release). */
export async function holdIfRestoredAndLog(db: Database, log?: { error(context: object, message: string): void }) {
  const check = await holdIfRestored(db);
  if (check.restored) {
    log?.error(
      { held: check.held, previous: check.previous, current: check.current },
      'outbox: the database was restored; e-mails queued before the restore are held for staff to release',
    );
  }
  return check;
}

/**
 * `npm run outbox:hold-after-restore`: holds what is unsent and queued at or before `before`
 * whether or not the identity changed (a dump restored over the same database keeps it), and
 * records the live identity so the outbox does not hold them a second time.
 */
export async function holdAfterRestore(db: Database, before?: Date) {
  return db.transaction(async (tx) => {
    const held = await holdUnsentEmails(tx, before);
    const identity = await recordLiveIdentity(tx);
    return { held, identity };
  });
}
