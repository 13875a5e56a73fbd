import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { PrivacyRequest } from '@kestrel/domain/schemas/privacy';
import { LINK_REMOVED, secretLinkPrefixes } from '@kestrel/domain/site/secret-links';
import type { OutgoingEmail } from '../src/adapters/mail/mailer';
import { outboxEmails, type OutboxEmailRow } from '../src/db/schema';
import { sendDueEmails } from '../src/modules/outbox/send-due-emails';
import { call, latestEmail } from './accounts-helpers';
import { claimBody, makeClaim, warrantyInForce } from './claims-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer } from './privacy-helpers';
import { staffSignIn } from './staff-helpers';
import { startedTransfer, transferableWarranty } from './transfers-helpers';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
  staffToken = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

/** Every token in our own tokened links, read from the stored e-mails as the recipients get them. */
function liveTokens(rows: Pick<OutboxEmailRow, 'textBody' | 'htmlBody'>[]): string[] {
  const tokens = new Set<string>();
  for (const row of rows) {
    for (const body of [row.textBody, row.htmlBody ?? '']) {
      for (const prefix of secretLinkPrefixes) {
        for (const match of body.matchAll(new RegExp(`${prefix}/([A-Za-z0-9_-]+)`, 'g'))) {
          if (match[1]) tokens.add(match[1]);
        }
      }
    }
  }
  return [...tokens];
}

const emailsTo = (address: string) =>
  ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

/**
 * A customer with every kind of e-mail that carries a token, all still waiting to go (the worker is
 * off, so none has been cleaned on sending): the welcome set-password link, a reset link, an
 * unsubscribe link, their claim's garage link (to the garage, which the outbox list shows
 * beside them when staff search for the garage's address too), and the link a new owner is sent
 * to take over their other warranty.
 */
async function customerWithEveryTokenedEmail() {
  const customer = await distinctCustomer(ctx);
  const { warrantyId } = await warrantyInForce(ctx, customer);
  const body = claimBody();
  await makeClaim(ctx, customer.token, warrantyId, body);
  const consent = await call(ctx, {
    method: 'PUT',
    url: '/api/privacy/consent',
    token: customer.token,
    payload: { marketing: true },
  });
  expect(consent.statusCode).toBe(200);
  await call(ctx, { method: 'POST', url: '/api/user/password/forgot', payload: { email: customer.details.email } });
  await latestEmail(ctx, customer.details.email, 'password-reset');
  const sold = await transferableWarranty(ctx, customer);
  const transfer = await startedTransfer(ctx, customer.token, sold.warrantyId);
  const rows = [
    ...(await emailsTo(customer.details.email)),
    ...(await emailsTo(body.garage.email)),
    ...(await emailsTo(transfer.details.newOwnerEmail)),
  ];
  const kinds = new Set(rows.map((row) => row.kind));
  for (const kind of [
    'welcome-set-password',
    'password-reset',
    'marketing-consent',
    'claim-garage-link',
    'transfer-link',
  ]) {
    expect(kinds, kind).toContain(kind);
  }
  const tokens = liveTokens(rows);
  // One token at least for each shape of tokened link we send.
  for (const prefix of secretLinkPrefixes) {
    expect(
      rows.some((row) => new RegExp(`${prefix}/[A-Za-z0-9_-]{16,}`).test(row.textBody)),
      prefix,
    ).toBe(true);
  }
  return { customer, tokens, garageEmail: body.garage.email, newOwnerEmail: transfer.details.newOwnerEmail };
}

function expectNoneOf(tokens: string[], answer: string) {
  for (const token of tokens) expect(answer, 'a live token is shown').not.toContain(token);
}

describe('staff never see a live token', () => {
  it('the outbox list shows every tokened e-mail with its links removed', async () => {
    const { customer, tokens, garageEmail } = await customerWithEveryTokenedEmail();
    const listOf = (address: string) =>
      call(ctx, { url: `/api/admin/outbox?to=${encodeURIComponent(address)}`, token: staffToken });
    const list = await listOf(customer.details.email);
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { kind: string; text: string }[] }>().items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expectNoneOf(tokens, list.body);
    const garageList = await listOf(garageEmail);
    expect(garageList.json<{ items: { kind: string }[] }>().items.map((item) => item.kind)).toContain(
      'claim-garage-link',
    );
    expectNoneOf(tokens, garageList.body);
    const unsubscribe = items.find((item) => item.kind === 'marketing-consent');
    expect(unsubscribe?.text).toContain(`/unsubscribe/${LINK_REMOVED}`);
  });

  it('a data-request export for the customer holds no live token, so no reset link to take over with', async () => {
    const { customer, tokens } = await customerWithEveryTokenedEmail();
    const recorded = await call(ctx, {
      method: 'POST',
      url: '/api/admin/privacy-requests',
      token: staffToken,
      payload: {
        kind: 'access',
        channel: 'phone',
        requester: `${customer.details.firstname} ${customer.details.lastname}`,
        receivedOn: '2026-11-20',
        customerEmail: customer.details.email,
        identityCheck: 'Called back on the mobile number on the account; confirmed the postcode.',
      },
    });
    expect(recorded.statusCode).toBe(201);
    const request = recorded.json<{ request: PrivacyRequest }>().request;
    const exported = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${request._id}/export`,
      token: staffToken,
    });
    expect(exported.statusCode).toBe(200);
    expectNoneOf(tokens, exported.body);
    const texts = exported.json<{ tables: { outbox_emails: { kind: string; text_body: string }[] } }>().tables
      .outbox_emails;
    const reset = texts.find((row) => row.kind === 'password-reset');
    expect(reset?.text_body).toContain(`/password/reset/${LINK_REMOVED}`);

    // The attack that worked: a reset link read from the export. There is none; the text left fails.
    const fromExport = /\/password\/reset\/([^\s]+)/.exec(reset?.text_body ?? '')?.[1] ?? '';
    const takeover = await call(ctx, {
      method: 'PUT',
      url: `/api/user/password/reset/${encodeURIComponent(fromExport)}`,
      payload: { password: 'staff chose this one', confirmPassword: 'staff chose this one' },
    });
    expect(takeover.statusCode).not.toBe(200);
  });

  it('once sent, the outbox keeps no live token: the recipient had the only copy', async () => {
    const { customer, tokens, garageEmail, newOwnerEmail } = await customerWithEveryTokenedEmail();
    const recipients = [customer.details.email, garageEmail, newOwnerEmail];
    const delivered: OutgoingEmail[] = [];
    const mailer = { send: async (email: OutgoingEmail) => void delivered.push(email) };
    await sendDueEmails({ db: ctx.database.db, mailer, from: 'k@kestrel.test' });
    const mine = delivered.filter((email) => recipients.includes(email.to));
    expect(liveTokens(mine.map((email) => ({ textBody: email.text, htmlBody: email.html ?? null })))).toEqual(
      expect.arrayContaining(tokens),
    );
    const kept = (await Promise.all(recipients.map(emailsTo))).flat();
    expect(kept.every((row) => row.status === 'sent')).toBe(true);
    expectNoneOf(tokens, JSON.stringify(kept));
  });

  it("the customer's own export redacts the same links", async () => {
    const { customer, tokens } = await customerWithEveryTokenedEmail();
    const own = await call(ctx, { url: '/api/privacy/export', token: customer.token });
    expect(own.statusCode).toBe(200);
    expectNoneOf(tokens, own.body);
  });
});

/** Every API source file, for the check that a new tokened link cannot slip past the rule. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every tokened link we build is one the rule knows', () => {
  it('a link with a token in its path goes to a /:token route of the site', () => {
    // A URL on our own site with a value put into its path: `${baseUrl}/x/${token}` or `${baseUrl}${path(token)}`.
    const built = /\$\{(?:ctx\.)?baseUrl\}(\/[a-z/-]*)?\$\{([^}]*)\}/g;
    // Values that are not secrets: an order or plan reference, a warranty id on a return from a payment
    // page, a transfer id on the new owner's return from the Direct Debit page (their session is the key).
    const notSecret = /returnPath|bankDetailsReturnPath|takeoverReturnPath|warrantyId/;
    const found: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../src/modules'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(built)) {
        if (notSecret.test(match[2] ?? '')) continue;
        const path = match[1] ?? '';
        const known =
          secretLinkPrefixes.some((prefix) => path === `${prefix}/`) ||
          /secretLinkPath|garageLinkPath/.test(match[2] ?? '');
        if (!known) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found, 'add the route as /:token in packages/domain/src/site/routes.ts').toEqual([]);
  });
});
