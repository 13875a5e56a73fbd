/**
 * E-mails that carry a live secret (issue 25, finding 1): a set-password or reset link. Staff see
 * them with the secret replaced, a resend issues a fresh one, and once delivered the outbox keeps
 * no usable copy. Later kinds with a secret (a garage link, a one-time code) are added here.
 */
export const secretEmailKinds: ReadonlySet<string> = new Set(['welcome-set-password', 'password-reset']);

/** A password link's token: the part of the path after /password/reset/. */
export const SECRET_LINK_SQL_PATTERN = '/password/reset/[A-Za-z0-9_-]+';
const SECRET_LINK = /\/password\/reset\/[A-Za-z0-9_-]+/g;
export const REMOVED_SECRET = '/password/reset/[link removed]';

/** The text with every secret link replaced, for anyone but its recipient. */
export function withoutSecrets(text: string): string {
  return text.replace(SECRET_LINK, REMOVED_SECRET);
}
