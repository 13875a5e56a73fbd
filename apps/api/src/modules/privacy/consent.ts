import { createHmac } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { consentMessages, MARKETING_CONSENT_WORDING } from '@kestrel/domain/privacy/consent';
import type { ConsentAnswer } from '@kestrel/domain/schemas/privacy';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { Database } from '../../db/database-types';
import { marketingConsents } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashToken } from '../accounts';
import { signOff } from '../outbox';
import { queueEmail } from '../outbox';

interface ConsentDeps {
  db: Database;
  secretsKey: Buffer;
  baseUrl: string;
}

/**
 * A consent's unsubscribe token: derived from its id with the secrets key, so every later offer
 * e-mail can carry the link, while only the token's hash is stored (a leaked table unsubscribes no one).
 */
export function unsubscribeToken(secretsKey: Buffer, consentId: string): string {
  return createHmac('sha256', secretsKey).update(`unsubscribe:${consentId}`).digest('base64url');
}

/** The link every offer or news e-mail ends with (PECR reg. 22(3)): works without signing in. */
export function unsubscribeLink(deps: Pick<ConsentDeps, 'secretsKey' | 'baseUrl'>, consentId: string): string {
  return `${deps.baseUrl}/unsubscribe/${unsubscribeToken(deps.secretsKey, consentId)}`;
}

async function liveConsent(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(and(eq(marketingConsents.userId, userId), isNull(marketingConsents.withdrawnAt)))
    .orderBy(desc(marketingConsents.givenAt))
    .limit(1);
  return row ?? null;
}

export async function readConsent(db: Database, userId: string): Promise<ConsentAnswer> {
  const live = await liveConsent(db, userId);
  return {
    marketing: live !== null,
    wording: live?.wording ?? MARKETING_CONSENT_WORDING,
    givenAt: live?.givenAt.toISOString() ?? null,
  };
}

/**
 * Opts in (keeping the wording and time, and e-mailing the unsubscribe link) or out. Asking for
 * what is already so changes nothing.
 */
export async function setConsent(
  deps: ConsentDeps,
  user: { id: string; email: string },
  marketing: boolean,
  now = new Date(),
): Promise<ConsentAnswer & { message: string }> {
  await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: marketingConsents.id })
      .from(marketingConsents)
      .where(and(eq(marketingConsents.userId, user.id), isNull(marketingConsents.withdrawnAt)))
      .for('update');
    if (marketing && !live) {
      const id = crypto.randomUUID();
      const token = unsubscribeToken(deps.secretsKey, id);
      await tx.insert(marketingConsents).values({
        id,
        userId: user.id,
        wording: MARKETING_CONSENT_WORDING,
        givenAt: now,
        unsubscribeTokenHash: hashToken(token),
      });
      await queueEmail(tx, {
        kind: 'marketing-consent',
        to: user.email,
        subject: `You asked for offers and news from ${siteConfig.brand}`,
        text: [
          'Hello,',
          '',
          'You asked us to send you offers and news by e-mail. You agreed to these words:',
          '',
          `"${MARKETING_CONSENT_WORDING}"`,
          '',
          `To stop at any time, without signing in: ${unsubscribeLink(deps, id)}`,
          ...signOff,
        ].join('\n'),
      });
    } else if (!marketing && live) {
      await tx
        .update(marketingConsents)
        .set({ withdrawnAt: now, withdrawnBy: 'customer' })
        .where(eq(marketingConsents.id, live.id));
    }
  });
  const answer = await readConsent(deps.db, user.id);
  return { ...answer, message: marketing ? consentMessages.given : consentMessages.withdrawn };
}

/** The unsubscribe link: withdraws its own consent once; any other token, or a second use, is a 404. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<{ message: string }> {
  const done = await db
    .update(marketingConsents)
    .set({ withdrawnAt: now, withdrawnBy: 'unsubscribe-link' })
    .where(and(eq(marketingConsents.unsubscribeTokenHash, hashToken(token)), isNull(marketingConsents.withdrawnAt)))
    .returning({ id: marketingConsents.id });
  if (done.length === 0) throw notFound(consentMessages.invalidLink);
  return { message: consentMessages.unsubscribed };
}
