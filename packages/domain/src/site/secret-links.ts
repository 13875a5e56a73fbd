import { appRoutePatterns } from './routes';

/**
 * Links in our e-mails that carry a live token: whoever holds one can act as its recipient (set
 * the customer's password, answer a claim as the garage, withdraw the customer's consent). The
 * list is the site's own `/:token` routes, so a new tokened page is covered the day it is added.
 * Only the recipient may see such a link: staff views, data exports and sent e-mails kept in the
 * outbox show it removed.
 */
export const secretLinkPrefixes = appRoutePatterns
  .filter((pattern) => pattern.endsWith('/:token'))
  .map((pattern) => pattern.slice(0, -'/:token'.length));

/** What stands in for a removed token: the page the link went to stays readable. */
export const LINK_REMOVED = '[link removed]';

/** The path of a tokened link; every e-mail builds its tokened links with this. */
export function secretLinkPath(prefix: string, token: string): string {
  if (!secretLinkPrefixes.includes(prefix)) throw new Error(`${prefix} is not a /:token route`);
  return `${prefix}/${token}`;
}

// The prefixes are plain path words (checked by the table test), so they go into a pattern as they are.
const alternatives = secretLinkPrefixes.map((prefix) => prefix.slice(1)).join('|');
const TOKEN = '[A-Za-z0-9_-]+';

/** PostgreSQL's form of the rule (`regexp_replace(body, pattern, replacement, 'g')`), for sent e-mails. */
export const SECRET_LINK_SQL_PATTERN = `/(${alternatives})/${TOKEN}`;
export const SECRET_LINK_SQL_REPLACEMENT = `/\\1/${LINK_REMOVED}`;

/** The text with the token of every tokened link replaced, for anyone but its recipient. */
export function withoutSecretLinks(text: string): string {
  return text.replace(new RegExp(`/(${alternatives})/${TOKEN}`, 'g'), `/$1/${LINK_REMOVED}`);
}

/** The same for every string in a value read as JSON (a data export's rows), keeping its shape. */
export function withoutSecretLinksIn<T>(value: T): T {
  if (typeof value === 'string') return withoutSecretLinks(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecretLinksIn(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutSecretLinksIn(item)])) as T;
  }
  return value;
}
