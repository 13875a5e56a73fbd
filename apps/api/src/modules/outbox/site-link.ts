/**
 * Every link to our own site in every e-mail (issue #38): the site's address as configured
 * (BASE_URL) and a path on it, so a test, demo or staging server never sends people to production.
 * The API suite checks every e-mail it queues for links anywhere else (test/email-links.ts).
 */
export function siteLink(baseUrl: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A site path starts with "/": ${path}`);
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
