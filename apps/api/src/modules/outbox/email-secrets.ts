import {
  SECRET_LINK_SQL_PATTERN,
  SECRET_LINK_SQL_REPLACEMENT,
  withoutSecretLinks,
} from '@kestrel/domain/site/secret-links';

/**
 * E-mails whose link a resend replaces with a fresh one (a set-password or reset link). Every
 * tokened link (those two, a garage's private claim link, an unsubscribe link) follows one rule,
 * `@kestrel/domain/site/secret-links`: staff see it removed, and once delivered the outbox keeps
 * no usable copy.
 */
export const secretEmailKinds: ReadonlySet<string> = new Set(['welcome-set-password', 'password-reset']);

/** The rule in PostgreSQL, for the e-mails marked sent. */
export { SECRET_LINK_SQL_PATTERN };
export const REMOVED_SECRET = SECRET_LINK_SQL_REPLACEMENT;

/** The text with every tokened link's token replaced, for anyone but its recipient. */
export const withoutSecrets = withoutSecretLinks;
