import { hashToken, newSecretToken } from './tokens';
import { passwordTokensRepository } from './password-tokens-repository';
import type { Executor } from '../../db/tx';

export type PasswordTokenPurpose = 'reset' | 'set-password';

/** A reset link works for 1 hour (SECURITY A3); the set-password link of a guest's welcome e-mail for 3 days. */
export const PASSWORD_TOKEN_LIFETIME_MS: Record<PasswordTokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  'set-password': 72 * 60 * 60 * 1000,
};

export async function issuePasswordToken(
  db: Executor,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  await passwordTokensRepository(db).insert({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a link once: exactly one request gets through, however many arrive together. Answers the
 * user id, or null for a link that is unknown, used or expired. Every other link of the user
 * stops working too.
 */
export async function consumePasswordToken(db: Executor, token: string): Promise<string | null> {
  const tokens = passwordTokensRepository(db);
  const userId = await tokens.use(hashToken(token));
  if (!userId) return null;
  await tokens.useAllOf(userId);
  return userId;
}
