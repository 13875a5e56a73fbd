import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
import { outboxEmails, type OutboxEmailRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { REMOVED_SECRET, SECRET_LINK_SQL_PATTERN } from './email-secrets';
import { identityUnchangedSql } from './identity-repository';

export interface ClaimedEmail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/**
 * After this long in 'sending', an e-mail is taken to belong to a crashed instance and is due
 * again (OUTBOX_ABANDONED_AFTER_MS). A live send is bounded by the mailer's timeouts, well under it.
 */
export const DEFAULT_ABANDONED_AFTER_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 5;

export function outboxRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due e-mails for this instance. `FOR UPDATE SKIP LOCKED` lets several
     * instances run the worker at once without sending anything twice. Nothing is claimed unless
     * the database is still the one the outbox recorded (holdIfRestored runs first): a restore
     * between that check and this claim cannot slip an e-mail through.
     */
    async claimDue(limit: number, abandonedAfterMs = DEFAULT_ABANDONED_AFTER_MS): Promise<ClaimedEmail[]> {
      const result = await db.execute(sql`
        update outbox_emails set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
        where id in (
          select id from outbox_emails
          where ((status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and next_attempt_at <= now() - make_interval(secs => ${abandonedAfterMs / 1000})))
            and ${identityUnchangedSql}
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id, kind, to_address, subject, text_body, html_body, attempts`);
      // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
      return (result as { rows: ClaimedEmail[] }).rows;
    },

    /** Renews a claim just before its e-mail is sent, so the abandoned window counts from the send. */
    async renewClaim(id: string): Promise<void> {
      await db.execute(sql`update outbox_emails set next_attempt_at = now() where id = ${id} and status = 'sending'`);
    },

    /** Puts claimed e-mails back as they were, unsent (a worker stopping mid-batch). */
    async release(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`
        update outbox_emails set status = 'pending', attempts = attempts - 1
        where status = 'sending' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    },

    /** Sent: and any secret link in it is removed, so a delivered e-mail keeps no usable secret. */
    async markSent(id: string): Promise<void> {
      await db.execute(sql`
        update outbox_emails
        set status = 'sent', sent_at = now(), last_error = null,
            text_body = regexp_replace(text_body, ${SECRET_LINK_SQL_PATTERN}, ${REMOVED_SECRET}, 'g'),
            html_body = regexp_replace(html_body, ${SECRET_LINK_SQL_PATTERN}, ${REMOVED_SECRET}, 'g')
        where id = ${id}`);
    },

    /** Back to pending with a growing delay (1, 4, 9, 16 minutes), or failed after the last attempt. */
    async markFailed(id: string, attempts: number, error: string): Promise<void> {
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      const delayMinutes = attempts * attempts;
      await db.execute(sql`
        update outbox_emails
        set status = ${status}, last_error = ${error.slice(0, 1000)},
            next_attempt_at = now() + make_interval(mins => ${delayMinutes})
        where id = ${id}`);
    },
  };
}

/** Writes an e-mail to the outbox, in the caller's transaction. */
export async function insertEmail(tx: Executor, email: typeof outboxEmails.$inferInsert): Promise<void> {
  await tx.insert(outboxEmails).values(email);
}

/** The last 50 e-mails written to one address, newest first. */
export async function emailsTo(db: Executor, toAddress: string): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, toAddress))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(50);
}

/** A fresh subject and body for an e-mail sent again with a new link. */
export type FreshBody = Pick<OutboxEmailRow, 'subject' | 'textBody' | 'htmlBody'>;

/** A failed e-mail is due again now (with a fresh body when given); null unless it had failed. */
export async function retryFailedEmail(
  db: Executor,
  id: string,
  fresh: FreshBody | null,
): Promise<OutboxEmailRow | null> {
  const [after] = await db
    .update(outboxEmails)
    .set({ ...fresh, status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'failed')))
    .returning();
  return after ?? null;
}

/** A held e-mail is due now; null unless it was held. */
export async function releaseHeldEmail(db: Executor, id: string): Promise<OutboxEmailRow | null> {
  const [after] = await db
    .update(outboxEmails)
    .set({ status: 'pending', attempts: 0, lastError: null, heldAt: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'held')))
    .returning();
  return after ?? null;
}
