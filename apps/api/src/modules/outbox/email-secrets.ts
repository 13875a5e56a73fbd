/**
 * E-mails that carry a live secret: a set-password or reset link, and a garage's private claim
 * link. Staff see them with the secret replaced, a resend of a password e-mail issues a fresh one,
 * and once delivered the outbox keeps no usable copy.
 */
export const secretEmailKinds: ReadonlySet<string> = new Set(['welcome-set-password', 'password-reset']);

/** A secret link's token: the part of the path after /password/reset/ or /garage/claims/. */
export const SECRET_LINK_SQL_PATTERN = '/(password/reset|garage/claims)/[A-Za-z0-9_-]+';
const SECRET_LINK = /\/(password\/reset|garage\/claims)\/[A-Za-z0-9_-]+/g;
/** PostgreSQL's replacement for SECRET_LINK_SQL_PATTERN: the path kept, the token removed. */
export const REMOVED_SECRET = '/\\1/[link removed]';

/** The text with every secret link replaced, for anyone but its recipient. */
export function withoutSecrets(text: string): string {
  return text.replace(SECRET_LINK, '/$1/[link removed]');
}
