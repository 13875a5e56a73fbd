import { erasedEmail, erasureMessages, erasureRefusal } from '@kestrel/domain/privacy/erasure';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { revokeAllSessions, verifyPassword, type UserRow } from '../accounts';
import { forgetUserRequests } from '../idempotency';
import { queueEmail } from '../outbox';
import type { PrivacyContext } from './context';
import { erasureRepository } from './erasure-repository';
import { privacyErrors } from './errors';
import { accountErasedEmail } from './privacy-emails';

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
  ctx: Pick<PrivacyContext, 'db' | 'baseUrl'>,
  userId: string,
  options: { now?: Date; actorId?: string } = {},
): Promise<Erased> {
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const erasure = erasureRepository(tx);
    const user = await erasure.lockCustomer(userId);
    if (!user || user.erased_at) throw privacyErrors.noAccount();
    const refusal = erasureRefusal(await erasure.facts(userId, londonToday(now)));
    if (refusal) throw privacyErrors.erasureRefused(refusal);

    const email = user.email.toLowerCase();
    const pseudonym = erasedEmail(userId);
    const fullName = `${user.firstname} ${user.lastname}`;
    await erasure.forgetEmails(email, pseudonym, [fullName, user.mobile_no, user.postcode]);
    await queueEmail(tx, accountErasedEmail(email, ctx.baseUrl));
    await erasure.deleteEnquiries(email);
    await erasure.scrubAuditLog([
      user.email,
      email,
      user.firstname,
      user.lastname,
      user.mobile_no,
      user.address,
      user.postcode,
    ]);
    await erasure.pseudonymise(userId, pseudonym, now);
    await revokeAllSessions(tx, userId);
    // Answers kept for safe retries may repeat what the customer sent (docs/api.md).
    await forgetUserRequests(tx, userId);
    await erasure.deleteSecrets(userId);
    await erasure.anonymiseRequests(userId);
    await erasure.withdrawConsents(userId, now);
    await erasure.recordErased(userId, options.actorId, now);
    return { userId, message: erasureMessages.erased };
  });
}

/** "Delete my account": the customer's password asked again, then erasure as above. */
export async function eraseOwnAccount(
  ctx: Pick<PrivacyContext, 'db' | 'baseUrl' | 'log'>,
  user: UserRow,
  password: string,
  now: Date,
): Promise<{ message: string }> {
  if (!user.passwordHash) throw privacyErrors.noPassword();
  if (!(await verifyPassword(user.passwordHash, password))) throw privacyErrors.wrongPassword();
  const erased = await eraseAccount(ctx, user.id, { now });
  ctx.log.info({ event: 'privacy.erased', userId: user.id }, 'account erased at the customer’s request');
  return { message: erased.message };
}
