import { parseArgs } from 'node:util';
import { holdAfterRestore } from '../modules/outbox';
import { runCli } from './run-cli';

/**
 * `npm run outbox:hold-after-restore -- [--before 2026-11-24T14:32:10Z]`: after a restore, before
 * the instances start, holds every e-mail not yet sent that was queued at or before `--before`
 * (the restore point; default now) so none goes a second time, and records the restored
 * database's identity. Staff release the held e-mails in the back office's outbox. The outbox
 * worker does the same by itself when the database's identity changed; this also covers a dump
 * restored over the same database, which keeps it. Uses the server's DATABASE_URL.
 */
runCli(
  () => {
    const { values } = parseArgs({ options: { before: { type: 'string' } } });
    const before = values.before === undefined ? undefined : new Date(values.before);
    if (before && Number.isNaN(before.getTime())) {
      throw new Error('Usage: npm run outbox:hold-after-restore -- --before 2026-11-24T14:32:10Z');
    }
    return before;
  },
  async (before, { database }) => {
    const { held, identity } = await holdAfterRestore(database.db, before);
    console.log(
      `${held} e-mail${held === 1 ? '' : 's'} queued at or before ${(before ?? new Date()).toISOString()} held; ` +
        `database identity ${identity} recorded. Release them in the back office: /admin/outbox?status=held`,
    );
  },
);
