import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { type SessionAnswer, type UpdateProfileRequest, type User } from '@kestrel/domain/schemas/account';
import { parseUkPhone } from '@kestrel/domain/uk/phone';
import { queueEmail } from '../outbox';
import type { AccountsContext } from './context';
import { passwordChangedEmail } from './account-emails';
import { accountErrors } from './errors';
import { refuseCommonPassword } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions, startSession } from './sessions';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

/** Wrong current passwords per user before a pause, so a stolen session cannot guess the password. */
const PASSWORD_CHANGE_FAILURES = { max: 10, windowMs: 15 * 60 * 1000 };

/** Names, phone and address; the e-mail is not editable here (spec §2), nor is the role. */
export async function updateProfile(
  ctx: AccountsContext,
  user: UserRow,
  request: UpdateProfileRequest,
): Promise<{ user: User; message: string }> {
  if (request.email !== undefined && request.email !== user.email) throw accountErrors.emailNotEditable();
  const updated = await usersRepository(ctx.db).update(user.id, {
    firstname: request.firstname,
    lastname: request.lastname,
    mobileNo: parseUkPhone(request.mobile_no)?.e164 ?? request.mobile_no,
    ...(request.addr
      ? { address: request.addr.address, city: request.addr.city, postcode: request.addr.postcode }
      : {}),
  });
  return { user: toUserAnswer(updated), message: accountMessages.profileUpdated };
}

/**
 * Changes the password after checking the current one. Every session ends, this one included,
 * and a fresh token replaces it, so a thief's copy of any earlier token stops working.
 */
export async function updatePassword(
  ctx: AccountsContext,
  user: UserRow,
  request: { curPassword: string; newPassword: string },
): Promise<SessionAnswer> {
  if (!user.passwordHash) throw accountErrors.noPasswordYet();
  const failuresKey = `password-change:${user.id}`;
  const failures = await ctx.limiter.peek(failuresKey);
  if (failures.count >= PASSWORD_CHANGE_FAILURES.max) throw accountErrors.tooManyWrongPasswords();
  if (!(await verifyPassword(user.passwordHash, request.curPassword))) {
    await ctx.limiter.hit(failuresKey, PASSWORD_CHANGE_FAILURES.windowMs);
    throw accountErrors.wrongCurrentPassword();
  }
  await refuseCommonPassword(request.newPassword, 'newPassword');
  const passwordHash = await hashPassword(request.newPassword);

  return ctx.db.transaction(async (tx) => {
    const updated = await usersRepository(tx).update(user.id, { passwordHash });
    await revokeAllSessions(tx, user.id);
    const session = await startSession(tx, user.id, new Date(), { role: user.role });
    await queueEmail(tx, passwordChangedEmail(updated, ctx.baseUrl));
    ctx.log.info({ event: 'password.changed', userId: user.id }, 'password changed');
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: toUserAnswer(updated),
      message: 'Your password has been changed. Any other devices have been signed out.',
    };
  });
}
