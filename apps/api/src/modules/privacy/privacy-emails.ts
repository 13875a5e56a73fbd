import { keptAfterErasure } from '@kestrel/domain/privacy/erasure';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { signOff, siteLink } from '../outbox';
import type { QueuedEmail } from '../outbox';

/** The e-mail kind the outbox forgets as soon as it is sent (its address is all that is left of the account). */
export const ACCOUNT_ERASED_KIND = 'account-erased';

/**
 * To the address of an account just erased, queued before the address is removed. It names no one
 * and carries no details, so nothing of the customer stays in it beyond the address.
 */
export function accountErasedEmail(to: string, baseUrl: string): QueuedEmail {
  return {
    kind: ACCOUNT_ERASED_KIND,
    to,
    subject: `Your ${siteConfig.brand} account has been deleted`,
    text: [
      'Hello,',
      '',
      `As you asked, we have deleted your ${siteConfig.brand} account and the personal details it held.`,
      'You can no longer sign in with it. You may register again with this address whenever you wish.',
      '',
      'What we keep, and why:',
      ...keptAfterErasure.map((line) => `- ${line}`),
      '',
      `If you did not ask for this, call us straight away. Our privacy policy: ${siteLink(baseUrl, '/privacy-policy')}`,
      ...signOff,
    ].join('\n'),
  };
}
