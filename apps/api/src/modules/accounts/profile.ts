import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { type SessionAnswer, type UpdateProfileRequest, type User } from '@kestrel/domain/schemas/account';
import { parseUkPhone } from '@kestrel/domain/uk/phone';
import { badRequest } from '../../lib/errors';
import { queueEmail } from '../outbox';
import type { AccountsContext } from './accounts-context';
import { passwordChangedEmail } from './account-emails';
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
  if (request.email !== undefined && request.email !== user.email) {
    const message = 'Your email address cannot be changed here. Please contact us to change it.';
    throw badRequest(message, { email: message });
  }
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
  if (!user.passwordHash) {
    const message = 'You have not set a password yet. Use Forgot Password on the login page to set one.';
    throw badRequest(message, { curPassword: message });
  }
  const failuresKey = `password-change:${user.id}`;
  const failures = await ctx.limiter.peek(failuresKey);
  if (failures.count >= PASSWORD_CHANGE_FAILURES.max) {
    throw badRequest('Too many wrong passwords. Please wait 15 minutes, or use Forgot Password.');
  }
  if (!(await verifyPassword(user.passwordHash, request.curPassword))) {
    await ctx.limiter.hit(failuresKey, PASSWORD_CHANGE_FAILURES.windowMs);
    const message = 'Your current password is incorrect';
    throw badRequest(message, { curPassword: message });
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
