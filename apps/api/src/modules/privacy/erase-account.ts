import { sql } from 'drizzle-orm';
import { closedClaimStatuses } from '@kestrel/domain/claims/claim-status';
import { erasedEmail, erasureMessages, erasureRefusal, type ErasureFacts } from '@kestrel/domain/privacy/erasure';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import type { Database } from '../../db/database-types';
import { AppError } from '../../lib/errors';
import { revokeAllSessions } from '../accounts';
import { queueEmail } from '../outbox';
import { accountErasedEmail } from './privacy-emails';
import { rowsOf, type Executor } from '../../db/tx';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Direct Debit plans still collecting money (or about to). */
export const collectingPlanStatuses = ['awaiting-mandate', 'active', 'in-arrears', 'suspended'] as const;

/** What still runs for the customer: each a reason erasure must wait (domain/privacy/erasure.ts). */
export async function erasureFacts(db: Executor, userId: string, now: Date): Promise<ErasureFacts> {
  const today = londonToday(now);
  const [row] = rowsOf<{ warranties: number; claims: number; plans: number }>(
    await db.execute(sql`select
      (select count(*)::int from warranties where user_id = ${userId}
         and status in (${list(standingStatuses)}) and expiry_date >= ${today}) as warranties,
      (select count(*)::int from claims where user_id = ${userId}
         and status not in (${list(closedClaimStatuses)})) as claims,
      (select count(*)::int from direct_debit_plans where user_id = ${userId}
         and status in (${list(collectingPlanStatuses)})) as plans`),
  );
  return {
    warrantiesInForce: row?.warranties ?? 0,
    openClaims: row?.claims ?? 0,
    collectionsDue: row?.plans ?? 0,
  };
}

export interface Erased {
  userId: string;
  message: string;
}

/**
 * Erases a customer's account at once (docs/privacy.md "Delete my account"), unless something
 * still runs. In one transaction, under the user row's lock: the confirmation e-mail is queued to
 * the address first; then the profile is pseudonymised, sessions revoked, links, pictures and
 * enquiries deleted, earlier e-mails blanked and the audit log's copies of the details replaced.
 * Orders, transactions, warranties, claims and Direct Debit records stay, linked to the
 * pseudonymous account, so every total still balances. `actorId` is staff erasing on request.
 */
export async function eraseAccount(
  db: Database,
  userId: string,
  options: { now?: Date; actorId?: string; baseUrl: string },
): Promise<Erased> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{
      email: string;
      firstname: string;
      lastname: string;
      mobile_no: string;
      address: string;
      city: string;
      postcode: string;
      erased_at: string | null;
    }>(await tx.execute(sql`select * from users where id = ${userId} and role = 'customer' for update`));
    if (!user || user.erased_at) throw new AppError(404, errorCodes.notFound, 'There is no such account.');
    const refusal = erasureRefusal(await erasureFacts(tx, userId, now));
    if (refusal) throw new AppError(409, errorCodes.conflict, refusal, { account: refusal });

    const email = user.email.toLowerCase();
    const pseudonym = erasedEmail(userId);
    const fullName = `${user.firstname} ${user.lastname}`;
    await forgetEmails(tx, email, pseudonym, [fullName, user.mobile_no, user.postcode]);
    await queueEmail(tx, accountErasedEmail(email, options.baseUrl));
    await tx.execute(sql`delete from enquiries where lower(email) = ${email}`);
    await scrubAuditLog(tx, [
      user.email,
      email,
      user.firstname,
      user.lastname,
      user.mobile_no,
      user.address,
      user.postcode,
    ]);
    await tx.execute(sql`update users set
        email = ${pseudonym}, firstname = 'Erased', lastname = 'customer', mobile_no = '', address = '',
        city = '', postcode = '', password_hash = null, google_sub = null, profile_image_id = null,
        totp_secret = null, totp_last_step = null, erased_at = ${now.toISOString()}::timestamptz,
        disabled_at = coalesce(disabled_at, ${now.toISOString()}::timestamptz), updated_at = now()
      where id = ${userId}`);
    await revokeAllSessions(tx, userId);
    for (const table of ['password_tokens', 'profile_images', 'sign_in_challenges', 'recovery_codes']) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    }
    // The record of their requests stays (to show each was answered), naming the pseudonym only.
    await tx.execute(sql`update privacy_requests set requester = 'Erased customer' where user_id = ${userId}`);
    await tx.execute(sql`update marketing_consents set withdrawn_at = ${now.toISOString()}::timestamptz,
        withdrawn_by = 'erasure' where user_id = ${userId} and withdrawn_at is null`);
    await tx.execute(sql`insert into audit_log (actor_id, action, subject_type, subject_id, after)
      values (${options.actorId ?? userId}, 'privacy.erased', 'customer', ${userId},
        ${JSON.stringify({ erasedAt: now.toISOString(), by: options.actorId ? 'staff' : 'customer' })}::jsonb)`);
    return { userId, message: erasureMessages.erased };
  });
}

/**
 * Earlier e-mails to the address, or about the customer (a staff notice of their enquiry, which
 * quotes their name and address), keep their kind and dates but lose their text, and the address
 * when it was the customer's; any not yet sent will not be (the account they were about is gone).
 */
async function forgetEmails(tx: Executor, email: string, pseudonym: string, identifying: string[]) {
  const texts = sql`lower(subject || ' ' || text_body || ' ' || coalesce(html_body, ''))`;
  const mentions = sql.join(
    [email, ...identifying]
      .filter((text) => text.trim().length >= 4)
      .map((text) => sql`strpos(${texts}, ${text.toLowerCase()}) > 0`),
    sql` or `,
  );
  await tx.execute(sql`update outbox_emails set
      to_address = case when lower(to_address) = ${email} then ${pseudonym} else to_address end,
      subject = '[erased]', text_body = '', html_body = null,
      status = case when status = 'sent' then status else 'failed' end,
      last_error = case when status = 'sent' then last_error else 'Not sent: the account was erased.' end
    where lower(to_address) = ${email} or ${mentions}`);
}

/** Staff actions' before and after copies lose the customer's details (each JSON string equal to one). */
async function scrubAuditLog(tx: Executor, values: string[]) {
  for (const value of new Set(values.filter((v) => v.trim().length > 0))) {
    const quoted = JSON.stringify(value);
    for (const column of ['before', 'after'] as const) {
      const target = sql.identifier(column);
      await tx.execute(sql`update audit_log set ${target} = replace(${target}::text, ${quoted}, '"[erased]"')::jsonb
        where strpos(${target}::text, ${quoted}) > 0`);
    }
  }
}
