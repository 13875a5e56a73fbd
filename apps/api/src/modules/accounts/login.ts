import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { type SessionAnswer } from '@kestrel/domain/schemas/account';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, tooManyAttempts } from '../../lib/errors';
import { knownDeviceId } from './known-device';
import type { AccountsContext } from './accounts-context';
import { verifiedGoogleIdentity, type GoogleCredential } from './google-identity';
import { spendGoogleCredential } from './google-binding';
import { verifyPassword } from './passwords';
import { startSession } from './sessions';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

/** SECURITY A2: per client address (every attempt) and per account (failures only). */
export const LOGIN_LIMITS = {
  perAddress: { max: 20, windowMs: 15 * 60 * 1000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;

function tooMany(resetMs: number): AppError {
  return tooManyAttempts(
    (minutes) =>
      `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or use Forgot Password.`,
    resetMs,
  );
}

/** Counts this attempt from the client's address; refuses once the address has had its share. */
export async function countLoginAttempt(ctx: AccountsContext, clientAddress: string): Promise<void> {
  const { count, resetMs } = await ctx.limiter.hit(`login:ip:${clientAddress}`, LOGIN_LIMITS.perAddress.windowMs);
  if (count > LOGIN_LIMITS.perAddress.max) throw tooMany(resetMs);
}

/** Staff disabled this account (issue 25): said only to whoever proved they own it. */
export const accountDisabled = () =>
  new AppError(
    403,
    errorCodes.accountDisabled,
    'This account has been disabled, so you cannot sign in. Please contact us through the Contact page if you think this is a mistake.',
  );

async function grant(ctx: AccountsContext, user: UserRow): Promise<SessionAnswer> {
  if (user.disabledAt) throw accountDisabled();
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
 * The account an e-mail and password open, limited per account (failures only). The same answer,
 * after the same work, whether the e-mail is unknown or the password wrong. From a device that
 * signed in to this account before (its cookie), failures count against that device instead, so
 * guesses from elsewhere never lock the owner out (issue 25, finding 3).
 */
export async function checkPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<UserRow> {
  const user = await usersRepository(ctx.db).findByEmail(email);
  const device = user ? knownDeviceId(ctx.secretsKey, user.id, deviceCookie) : null;
  const accountKey = device ? `login:device:${device}` : `login:account:${email}`;
  const failures = await ctx.limiter.peek(accountKey);
  if (failures.count >= LOGIN_LIMITS.failuresPerAccount.max) throw tooMany(failures.resetMs);

  if ((await verifyPassword(user?.passwordHash ?? null, password)) && user) return user;

  await ctx.limiter.hit(accountKey, LOGIN_LIMITS.failuresPerAccount.windowMs);
  ctx.log.info({ event: 'login.failed', userId: user?.id ?? null }, 'login refused');
  throw new AppError(400, errorCodes.invalidCredentials, accountMessages.loginFailed);
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
    if (linked.disabledAt) throw accountDisabled();
    await spendGoogleCredential(ctx.db, credential.credential ?? credential.accessToken ?? '');
    return grant(ctx, linked);
  }

  if (await users.findByEmail(identity.email)) {
    // Never merged silently (SECURITY A4): whoever made that account may not own the Google one.
    throw new AppError(
      409,
      errorCodes.googleEmailInUse,
      'This email address already has an account that signs in with a password. Please log in with your email and password (or use Forgot Password).',
    );
  }
  throw new GoogleAccountMissing({
    email: identity.email.toLowerCase(),
    firstname: identity.givenName,
    lastname: identity.familyName,
  });
}

/** Spec §4: a Google login answered 400 sends the browser to /auth/details-missing with these. */
export class GoogleAccountMissing extends AppError {
  constructor(google: { email: string; firstname: string; lastname: string }) {
    super(
      400,
      errorCodes.googleAccountNotFound,
      'There is no account for this Google sign-in yet. Please add a few details to create one.',
      undefined,
      { google },
    );
  }
}
