import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import type { SignIn } from '@kestrel/domain/schemas/privacy';
import { revokeAllSessions, startSession, toUserAnswer, type UserRow } from '../accounts';
import type { PrivacyContext } from './context';
import { privacyErrors } from './errors';
import { signInsRepository } from './sign-ins-repository';

/** The customer's live sign-ins, the latest used first. */
export async function listSignIns(
  ctx: Pick<PrivacyContext, 'db'>,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SignIn[]> {
  const rows = await signInsRepository(ctx.db).listLive(userId, now);
  return rows.map((row) => ({
    _id: row.id,
    device: row.device ?? 'Unknown device',
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** "Sign out of this device": one of the customer's own sessions ends; anyone else's is a 404. */
export async function endSignIn(
  ctx: Pick<PrivacyContext, 'db'>,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  if (!(await signInsRepository(ctx.db).endLive(userId, sessionId, now))) throw privacyErrors.signInNotFound();
}

/** Ends every session of the user at once; this device gets a fresh one. */
export async function signOutEverywhere(
  ctx: Pick<PrivacyContext, 'db'>,
  user: UserRow,
  now: Date,
): Promise<SessionAnswer> {
  return ctx.db.transaction(async (tx) => {
    await revokeAllSessions(tx, user.id);
    const session = await startSession(tx, user.id, now, { role: user.role });
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: toUserAnswer(user),
      message: 'You have been signed out on every other device.',
    };
  });
}
