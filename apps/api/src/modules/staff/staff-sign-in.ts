import { randomBytes } from 'node:crypto';
import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { AppError } from '../../lib/errors';
import {
  checkPassword,
  hashToken,
  loginFailureKey,
  newSecretToken,
  startSession,
  toUserAnswer,
  type UserRow,
} from '../accounts';
import type { StaffContext } from './context';
import { staffErrors } from './errors';
import { staffRepository } from './repository';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';

/** How long the step between password and one-time code lasts. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;

export interface StaffChallenge {
  challenge: string;
  /** First sign-in: the secret to add to an authenticator app. Null once two-factor is set up. */
  setup: { secret: string; otpauthUrl: string } | null;
}

/**
 * Back-office sign-in, step 1: the password of a staff account opens a short-lived challenge
 * (never a session). On the first sign-in a TOTP secret is made and shown for setup. From a device
 * that completed both steps before (`deviceCookie`), failures count against that device alone, so a
 * stranger's guesses cannot lock the owner out (issue #35 finding 6; docs/security.md).
 */
export async function startStaffSignIn(
  ctx: StaffContext,
  email: string,
  password: string,
  deviceCookie?: string,
): Promise<StaffChallenge> {
  const user = await checkPassword(ctx, email, password, deviceCookie).catch((error: unknown) => {
    if (error instanceof AppError && error.code === errorCodes.invalidCredentials) throw staffErrors.notStaff();
    throw error;
  });
  if (user.role !== 'staff') throw staffErrors.notStaff();

  const staff = staffRepository(ctx.db);
  let secret = totpSecretOf(ctx, user);
  if (!secret || !user.totpEnabledAt || needsResealing(ctx, user)) {
    secret ??= newTotpSecret();
    await staff.saveTotpSecret(user.id, sealSecret(ctx.secrets, secret));
  }
  const challenge = newSecretToken();
  await staff.insertChallenge(user.id, hashToken(challenge), new Date(Date.now() + CHALLENGE_LIFETIME_MS));
  return {
    challenge,
    setup: user.totpEnabledAt ? null : { secret, otpauthUrl: otpauthUrl(secret, user.email, siteConfig.brand) },
  };
}

/** The TOTP secret in clear: sealed at rest (AES-256-GCM); one stored in clear before sealing is read as it is. */
function totpSecretOf(ctx: StaffContext, user: UserRow): string | null {
  if (!user.totpSecret) return null;
  return isSealed(user.totpSecret) ? openSecret(ctx.secrets, user.totpSecret).plaintext : user.totpSecret;
}

/** Stored in clear (before sealing), or sealed with the previous key during a rotation. */
function needsResealing(ctx: StaffContext, user: UserRow): boolean {
  if (!user.totpSecret) return false;
  return !isSealed(user.totpSecret) || openSecret(ctx.secrets, user.totpSecret).stale;
}

/**
 * Step 2: a current code from the authenticator (or, once set up, a recovery code) turns the
 * challenge into a staff session with its second factor. The first code confirms the setup and
 * answers the ten recovery codes, once.
 */
export async function finishStaffSignIn(
  ctx: StaffContext,
  input: { challenge: string; code?: string; recoveryCode?: string },
  now = new Date(),
  deviceCookie?: string,
): Promise<SessionAnswer & { recoveryCodes: string[] | null }> {
  const staff = staffRepository(ctx.db);
  const userId = await staff.claimChallenge(hashToken(input.challenge), now);
  if (!userId) throw staffErrors.challengeGone();
  const user = await staff.userById(userId);
  if (!user?.totpSecret || user.role !== 'staff') throw staffErrors.challengeGone();

  const accepted = input.recoveryCode
    ? await useRecoveryCode(ctx, user, input.recoveryCode)
    : await useTotpCode(ctx, user, input.code ?? '', now);
  if (!accepted) {
    // The challenge stays usable for another try within its lifetime, up to the account's limit.
    await staff.releaseChallenge(hashToken(input.challenge));
    await ctx.limiter.hit(loginFailureKey(ctx, user.email, user, deviceCookie), 15 * 60_000);
    throw staffErrors.wrongCode();
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

async function useTotpCode(ctx: StaffContext, user: UserRow, code: string, now: Date): Promise<boolean> {
  const step = verifyTotp(totpSecretOf(ctx, user) ?? '', code.replace(/\s/g, ''), now, user.totpLastStep);
  if (step === null) return false;
  return staffRepository(ctx.db).saveTotpStep(user, step, user.totpEnabledAt ?? now);
}

async function useRecoveryCode(ctx: StaffContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpEnabledAt) return false;
  return staffRepository(ctx.db).useRecoveryCode(user.id, hashToken(normaliseRecoveryCode(code)));
}

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

async function issueRecoveryCodes(ctx: StaffContext, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex'); // 10 hex digits, shown as xxxxx-xxxxx
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  const hashes = codes.map((code) => hashToken(normaliseRecoveryCode(code)));
  await staffRepository(ctx.db).replaceRecoveryCodes(userId, hashes, now);
  return codes;
}
