import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { queueEmail } from '../outbox';
import type { AccountsContext } from './context';
import { passwordChangedEmail, passwordResetEmail } from './account-emails';
import { accountErrors } from './errors';
import { consumePasswordToken, issuePasswordToken } from './password-tokens';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { usersRepository } from './users-repository';

export const FORGOT_LIMITS = {
  perAddress: { max: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** Counts a forgot-password request; over the limit → 429 (the same for any e-mail, known or not). */
export async function countForgotRequest(ctx: AccountsContext, clientAddress: string, email: string): Promise<void> {
  const byAddress = await ctx.limiter.hit(`forgot:ip:${clientAddress}`, FORGOT_LIMITS.perAddress.windowMs);
  const byAccount = await ctx.limiter.hit(`forgot:account:${email}`, FORGOT_LIMITS.perAccount.windowMs);
  const over = [
    byAddress.count > FORGOT_LIMITS.perAddress.max && byAddress,
    byAccount.count > FORGOT_LIMITS.perAccount.max && byAccount,
  ].find(Boolean);
  if (over) throw accountErrors.tooManyForgotRequests(over.resetMs);
}

/**
 * Writes a reset link to the outbox when the e-mail has an account. The caller answers before
 * this runs, with the same words either way, so neither the answer nor its timing tells whether
 * the account exists (SECURITY A3).
 */
export async function sendPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await usersRepository(tx).findByEmail(email);
    if (!user) return;
    const token = await issuePasswordToken(tx, user.id, 'reset');
    await queueEmail(tx, passwordResetEmail(user, ctx.baseUrl, token));
  });
}

export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw accountErrors.commonPassword(COMMON_PASSWORD_MESSAGE, field);
}

/** Sets the password from a single-use link; every session of the user ends; no automatic login. */
export async function resetPassword(
  ctx: AccountsContext,
  token: string,
  password: string,
): Promise<{ message: string }> {
  await refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, token);
    if (!userId) throw accountErrors.invalidResetLink();
    const user = await usersRepository(tx).update(userId, { passwordHash });
    await revokeAllSessions(tx, userId);
    await queueEmail(tx, passwordChangedEmail(user, ctx.baseUrl));
    ctx.log.info({ event: 'password.reset', userId }, 'password reset');
  });
  return { message: accountMessages.passwordReset };
}
