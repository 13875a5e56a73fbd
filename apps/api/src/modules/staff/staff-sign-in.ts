import { randomBytes } from 'node:crypto';
import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recoveryCodes, signInChallenges, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AccountsContext } from '../accounts';
import { checkPassword } from '../accounts';
import { startSession } from '../accounts';
import { hashToken, newSecretToken } from '../accounts';
import { toUserAnswer, type UserRow } from '../accounts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';

/** How long the step between password and one-time code lasts. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;

export const staffMessages = {
  notStaff: 'That e-mail or password is not right for the back office.',
  challengeGone: 'Your sign-in has timed out. Please enter your e-mail and password again.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
} as const;

export interface StaffChallenge {
  challenge: string;
  /** First sign-in: the secret to add to an authenticator app. Null once two-factor is set up. */
  setup: { secret: string; otpauthUrl: string } | null;
}

/**
 * Back-office sign-in, step 1: the password of a staff account opens a short-lived challenge
 * (never a session). On the first sign-in a TOTP secret is made and shown for setup.
 */
export async function startStaffSignIn(ctx: AccountsContext, email: string, password: string): Promise<StaffChallenge> {
  const user = await checkPassword(ctx, email, password).catch((error: unknown) => {
    if (error instanceof AppError && error.code === errorCodes.invalidCredentials) throw notStaff();
    throw error;
  });
  if (user.role !== 'staff') throw notStaff();

  let secret = totpSecretOf(ctx, user);
  if (!secret || !user.totpEnabledAt || needsResealing(ctx, user)) {
    secret ??= newTotpSecret();
    await ctx.db
      .update(users)
      .set({ totpSecret: sealSecret(ctx.secrets, secret) })
      .where(eq(users.id, user.id));
  }
  const challenge = newSecretToken();
  await ctx.db.insert(signInChallenges).values({
    userId: user.id,
    tokenHash: hashToken(challenge),
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return {
    challenge,
    setup: user.totpEnabledAt ? null : { secret, otpauthUrl: otpauthUrl(secret, user.email, siteConfig.brand) },
  };
}

/** The TOTP secret in clear: sealed at rest (AES-256-GCM); one stored in clear before sealing is read as it is. */
function totpSecretOf(ctx: AccountsContext, user: UserRow): string | null {
  if (!user.totpSecret) return null;
  return isSealed(user.totpSecret) ? openSecret(ctx.secrets, user.totpSecret).plaintext : user.totpSecret;
}

/** Stored in clear (before sealing), or sealed with the previous key during a rotation. */
function needsResealing(ctx: AccountsContext, user: UserRow): boolean {
  if (!user.totpSecret) return false;
  return !isSealed(user.totpSecret) || openSecret(ctx.secrets, user.totpSecret).stale;
}

const notStaff = () => new AppError(400, errorCodes.invalidCredentials, staffMessages.notStaff);

/**
 * Step 2: a current code from the authenticator (or, once set up, a recovery code) turns the
 * challenge into a staff session with its second factor. The first code confirms the setup and
 * answers the ten recovery codes, once.
 */
export async function finishStaffSignIn(
  ctx: AccountsContext,
  input: { challenge: string; code?: string; recoveryCode?: string },
  now = new Date(),
): Promise<SessionAnswer & { recoveryCodes: string[] | null }> {
  const [claimed] = await ctx.db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(input.challenge)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: signInChallenges.userId });
  if (!claimed) throw new AppError(400, errorCodes.badRequest, staffMessages.challengeGone);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claimed.userId));
  if (!user?.totpSecret || user.role !== 'staff')
    throw new AppError(400, errorCodes.badRequest, staffMessages.challengeGone);

  const accepted = input.recoveryCode
    ? await useRecoveryCode(ctx, user, input.recoveryCode)
    : await useTotpCode(ctx, user, input.code ?? '', now);
  if (!accepted) {
    // The challenge stays usable for another try within its lifetime, up to the account's limit.
    await ctx.db
      .update(signInChallenges)
      .set({ usedAt: null })
      .where(eq(signInChallenges.tokenHash, hashToken(input.challenge)));
    await ctx.limiter.hit(`login:account:${user.email}`, 15 * 60_000);
    throw new AppError(400, errorCodes.invalidCredentials, staffMessages.wrongCode);
  }

  const firstTime = !user.totpEnabledAt;
  const codes = firstTime ? await issueRecoveryCodes(ctx, user.id, now) : null;
  const session = await startSession(ctx.db, user.id, now, { secondFactor: true, role: 'staff' });
  ctx.log.info({ event: 'staff.signed-in', userId: user.id, recovery: Boolean(input.recoveryCode) }, 'staff signed in');
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: toUserAnswer(user),
    message: `Welcome back, ${user.firstname}.`,
    recoveryCodes: codes,
  };
}

async function useTotpCode(ctx: AccountsContext, user: UserRow, code: string, now: Date): Promise<boolean> {
  const step = verifyTotp(totpSecretOf(ctx, user) ?? '', code.replace(/\s/g, ''), now, user.totpLastStep);
  if (step === null) return false;
  // Conditional, so two requests with the same code cannot both pass.
  const [saved] = await ctx.db
    .update(users)
    .set({ totpLastStep: step, totpEnabledAt: user.totpEnabledAt ?? now })
    .where(
      and(
        eq(users.id, user.id),
        user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep),
      ),
    )
    .returning({ id: users.id });
  return Boolean(saved);
}

async function useRecoveryCode(ctx: AccountsContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpEnabledAt) return false;
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

async function issueRecoveryCodes(ctx: AccountsContext, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex'); // 10 hex digits, shown as xxxxx-xxxxx
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await ctx.db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(code)), createdAt: now })));
  return codes;
}
