import { type SessionAnswer } from '@kestrel/domain/schemas/account';
import { knownDeviceId } from './known-device';
import type { AccountsContext } from './context';
import { accountErrors } from './errors';
import { verifiedGoogleIdentity, type GoogleCredential } from './google-identity';
import { spendGoogleCredential } from './google-binding';
import { verifyPassword } from './passwords';
import { revokeSession, startSession } from './sessions';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

/** SECURITY A2: per client address (every attempt) and per account (failures only). */
export const LOGIN_LIMITS = {
  perAddress: { max: 20, windowMs: 15 * 60 * 1000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;

/** Counts this attempt from the client's address; refuses once the address has had its share. */
export async function countLoginAttempt(ctx: AccountsContext, clientAddress: string): Promise<void> {
  const { count, resetMs } = await ctx.limiter.hit(`login:ip:${clientAddress}`, LOGIN_LIMITS.perAddress.windowMs);
  if (count > LOGIN_LIMITS.perAddress.max) throw accountErrors.tooManyLogins(resetMs);
}

async function grant(ctx: AccountsContext, user: UserRow): Promise<SessionAnswer> {
  if (user.disabledAt) throw accountErrors.accountDisabled();
  const session = await startSession(ctx.db, user.id, new Date(), { role: user.role });
  ctx.log.info({ event: 'login.succeeded', userId: user.id }, 'signed in');
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: toUserAnswer(user),
    message: `Welcome back, ${user.firstname}.`,
  };
}

/**
 * Where a failed sign-in counts: against the device when its cookie was made for this account (it
 * signed in here before), otherwise against the account. Customers and staff alike.
 */
export function loginFailureKey(
  ctx: Pick<AccountsContext, 'secretsKey'>,
  email: string,
  user: Pick<UserRow, 'id'> | null | undefined,
  deviceCookie: string | undefined,
): string {
  const device = user ? knownDeviceId(ctx.secretsKey, user.id, deviceCookie) : null;
  return device ? `login:device:${device}` : `login:account:${email}`;
}

/**
 * The account an e-mail and password open, limited per account (failures only). The same answer,
 * after the same work, whether the e-mail is unknown or the password wrong. From a device that
 * signed in to this account before (its cookie), failures count against that device instead, so
 * guesses from elsewhere never lock the owner out (docs/security.md, "Brute force: the choice").
 */
export async function checkPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<UserRow> {
  const user = await usersRepository(ctx.db).findByEmail(email);
  const accountKey = loginFailureKey(ctx, email, user, deviceCookie);
  const failures = await ctx.limiter.peek(accountKey);
  if (failures.count >= LOGIN_LIMITS.failuresPerAccount.max) throw accountErrors.tooManyLogins(failures.resetMs);

  if ((await verifyPassword(user?.passwordHash ?? null, password)) && user) return user;

  await ctx.limiter.hit(accountKey, LOGIN_LIMITS.failuresPerAccount.windowMs);
  ctx.log.info({ event: 'login.failed', userId: user?.id ?? null }, 'login refused');
  throw accountErrors.loginFailed();
}

export async function loginWithPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<SessionAnswer> {
  return grant(ctx, await checkPassword(ctx, email, password, deviceCookie));
}

/** The Google account found by its subject; none → 400 with the verified names for /auth/details-missing. */
export async function loginWithGoogle(ctx: AccountsContext, credential: GoogleCredential): Promise<SessionAnswer> {
  const identity = await verifiedGoogleIdentity(ctx, credential);
  const users = usersRepository(ctx.db);
  const linked = await users.findByGoogleSub(identity.sub);
  if (linked) {
    if (linked.disabledAt) throw accountErrors.accountDisabled();
    await spendGoogleCredential(ctx.db, identity.issuance);
    return grant(ctx, linked);
  }

  if (await users.findByEmail(identity.email)) {
    // Never merged silently (SECURITY A4): whoever made that account may not own the Google one.
    throw accountErrors.googleEmailInUse();
  }
  throw accountErrors.googleAccountMissing({
    email: identity.email.toLowerCase(),
    firstname: identity.givenName,
    lastname: identity.familyName,
  });
}

/** Logout: this session ends on the server. */
export async function logout(ctx: AccountsContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}
