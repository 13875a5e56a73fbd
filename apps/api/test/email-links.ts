import { outboxEmails } from '../src/db/schema';
import type { Database } from '../src/db/database-types';

/**
 * Links in e-mails to places that are not ours by design: none today. A link to our own site is
 * built by `siteLink` from BASE_URL (issue #38), so a test, demo or staging server never sends
 * anyone to production.
 */
const elsewhere: readonly string[] = [];

const links = (text: string) => text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];

/**
 * Every link in every e-mail the app queued that is neither on the site's own address nor one of
 * the places above, as `kind: link`. Run on every test app as it closes (helpers.ts), so each
 * e-mail kind any API test makes is checked against the base it was made with.
 */
export async function foreignEmailLinks(db: Database, baseUrl: string): Promise<string[]> {
  const rows = await db
    .select({ kind: outboxEmails.kind, text: outboxEmails.textBody, html: outboxEmails.htmlBody })
    .from(outboxEmails);
  const own = new URL(baseUrl).origin;
  return rows.flatMap((row) =>
    [...links(row.text), ...links(row.html ?? '')]
      .filter((link) => new URL(link).origin !== own && !elsewhere.includes(new URL(link).origin))
      .map((link) => `${row.kind}: ${link}`),
  );
}
