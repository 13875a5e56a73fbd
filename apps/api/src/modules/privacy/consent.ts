import { createHmac } from 'node:crypto';
import { consentMessages, MARKETING_CONSENT_WORDING } from '@kestrel/domain/privacy/consent';
import type { ConsentAnswer } from '@kestrel/domain/schemas/privacy';
import { secretLinkPath } from '@kestrel/domain/site/secret-links';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { hashToken } from '../accounts';
import { queueEmail, signOff, siteLink } from '../outbox';
import { consentRepository } from './consent-repository';
import type { PrivacyContext } from './context';
import { privacyErrors } from './errors';

/**
 * A consent's unsubscribe token: derived from its id with the secrets key, so every later offer
 * e-mail can carry the link, while only the token's hash is stored (a leaked table unsubscribes no one).
 */
export function unsubscribeToken(secretsKey: Buffer, consentId: string): string {
  return createHmac('sha256', secretsKey).update(`unsubscribe:${consentId}`).digest('base64url');
}

/** The link every offer or news e-mail ends with (PECR reg. 22(3)): works without signing in. */
export function unsubscribeLink(ctx: Pick<PrivacyContext, 'secretsKey' | 'baseUrl'>, consentId: string): string {
  return siteLink(ctx.baseUrl, secretLinkPath('/unsubscribe', unsubscribeToken(ctx.secretsKey, consentId)));
}

export async function readConsent(ctx: Pick<PrivacyContext, 'db'>, userId: string): Promise<ConsentAnswer> {
  const live = await consentRepository(ctx.db).live(userId);
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
  ctx: Pick<PrivacyContext, 'db' | 'secretsKey' | 'baseUrl'>,
  user: { id: string; email: string },
  marketing: boolean,
  now = new Date(),
): Promise<ConsentAnswer & { message: string }> {
  await ctx.db.transaction(async (tx) => {
    const consents = consentRepository(tx);
    const live = await consents.lockLive(user.id);
    if (marketing && !live) {
      const id = crypto.randomUUID();
      const token = unsubscribeToken(ctx.secretsKey, id);
      await consents.add({
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
          `To stop at any time, without signing in: ${unsubscribeLink(ctx, id)}`,
          ...signOff,
        ].join('\n'),
      });
    } else if (!marketing && live) {
      await consents.withdrawByCustomer(live.id, now);
    }
  });
  const answer = await readConsent(ctx, user.id);
  return { ...answer, message: marketing ? consentMessages.given : consentMessages.withdrawn };
}

/** The unsubscribe link: withdraws its own consent once; any other token, or a second use, is a 404. */
export async function unsubscribe(
  ctx: Pick<PrivacyContext, 'db'>,
  token: string,
  now = new Date(),
): Promise<{ message: string }> {
  if (!(await consentRepository(ctx.db).withdrawByLink(hashToken(token), now))) {
    throw privacyErrors.invalidUnsubscribeLink();
  }
  return { message: consentMessages.unsubscribed };
}
