import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretLinkPrefixes } from '@kestrel/domain/site/secret-links';
import { claimFiles, outboxEmails } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import { claimBody, claimUpload, estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { directDebitHarness } from './direct-debit-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer } from './privacy-helpers';
import { staffSignIn } from './staff-helpers';
import { photo } from './picture-helpers';

/*
 * Issue #35, "one rule for secrets on the way out": after every kind of tokened e-mail is waiting in
 * the outbox, and the customer has pasted their live reset link into an enquiry, a claim
 * message and a complaint, every GET the back office and the garage have is walked with every id we hold, and no
 * answer may hold a live token. The walk covers routes added later by reading the API's own list.
 */
let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
  staffToken = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

const TOKEN_IN_LINK = new RegExp(`(?:${secretLinkPrefixes.join('|')})/([A-Za-z0-9_-]{16,})`, 'g');

/** Every token of our tokened links in the stored e-mails, as their recipients get them, and its e-mails' kinds. */
async function liveTokens(): Promise<Map<string, string>> {
  const rows = await ctx.database.db.select().from(outboxEmails);
  const tokens = new Map<string, string>();
  for (const row of rows) {
    for (const body of [row.textBody, row.htmlBody ?? '']) {
      for (const match of body.matchAll(TOKEN_IN_LINK)) {
        const kinds = tokens.get(match[1]!);
        if (!kinds?.includes(row.kind)) tokens.set(match[1]!, kinds ? `${kinds}, ${row.kind}` : row.kind);
      }
    }
  }
  return tokens;
}

interface Seeded {
  ids: Record<string, string>;
  garage: string;
}

/** A customer with a claim, a file, consent, a reset link, and that link pasted where staff read. */
async function seed(): Promise<Seeded> {
  const customer = await distinctCustomer(ctx);
  const { warrantyId } = await warrantyInForce(ctx, customer);
  const body = claimBody();
  const { claim, garageToken: garage } = await makeClaim(ctx, customer.token, warrantyId, body);
  await call(ctx, { method: 'PUT', url: '/api/privacy/consent', token: customer.token, payload: { marketing: true } });
  await call(ctx, { method: 'POST', url: '/api/user/password/forgot', payload: { email: customer.details.email } });
  const reset = await latestEmail(ctx, customer.details.email, 'password-reset');
  const pasted = `Is this right? ${reset.textBody.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0] ?? ''}`;
  expect(pasted).toMatch(/password\/reset\/[A-Za-z0-9_-]{16,}/);

  const upload = claimUpload(await photo('png'), 'dashboard.png', 'image/png');
  const file = await call(ctx, {
    method: 'POST',
    url: `/api/claims/my-claims/${claim.id}/files`,
    token: customer.token,
    ...upload,
  });
  expect(file.statusCode, file.body).toBe(201);
  const message = await call(ctx, {
    method: 'POST',
    url: `/api/claims/my-claims/${claim.id}/messages`,
    token: customer.token,
    payload: { message: pasted },
  });
  expect(message.statusCode).toBeLessThan(300);
  const enquiry = await call(ctx, {
    method: 'POST',
    url: '/api/enquiry',
    payload: { fullname: 'Pat Pasted', email: customer.details.email, message: pasted },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  const access = await call(ctx, {
    method: 'POST',
    url: '/api/admin/privacy-requests',
    token: staffToken,
    payload: {
      kind: 'access',
      channel: 'phone',
      requester: 'The customer',
      receivedOn: '2026-11-20',
      customerEmail: customer.details.email,
      identityCheck: 'Called back on the number on the account.',
    },
  });
  expect(access.statusCode).toBeLessThan(300);

  // This claim declined (its letter); a second claim, authorised, whose garage link still opens
  // the garage's page, its letter and its own file.
  expect((await garageCall(ctx, garage, '/estimate', estimateBody)).statusCode).toBe(200);
  const declined = await call(ctx, {
    method: 'POST',
    url: `/api/admin/claims/${claim.id}/decline`,
    token: staffToken,
    payload: { reason: 'wear-and-tear' },
  });
  expect(declined.statusCode, declined.body).toBe(200);
  const second = await warrantyInForce(ctx, customer);
  const authorised = await makeClaim(ctx, customer.token, second.warrantyId, claimBody());
  const garageFile = await call(ctx, {
    method: 'POST',
    url: `/api/garage/claims/${authorised.garageToken}/files`,
    ...claimUpload(await photo('png'), 'failed-part.png', 'image/png'),
  });
  expect(garageFile.statusCode, garageFile.body).toBe(201);
  expect((await garageCall(ctx, authorised.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
  const authorise = await call(ctx, {
    method: 'POST',
    url: `/api/admin/claims/${authorised.claim.id}/authorise`,
    token: staffToken,
    payload: { amount: 76_800 },
  });
  expect(authorise.statusCode, authorise.body).toBe(200);
  // A complaint about the decline, with the link pasted again, answered and referred to the arbiter,
  // so the complaint, its letter and its evidence pack answer.
  const complained = await call(ctx, {
    method: 'POST',
    url: '/api/complaints',
    token: customer.token,
    payload: { subject: 'claim-decision', claimId: claim.id, description: pasted },
  });
  expect(complained.statusCode, complained.body).toBe(201);
  const complaintId = complained.json<{ complaint: { id: string } }>().complaint.id;
  const responded = await call(ctx, {
    method: 'POST',
    url: `/api/admin/complaints/${complaintId}/final-response`,
    token: staffToken,
    payload: { outcome: 'not-upheld', reasons: 'Wear and tear is not covered at this level (section 11).' },
  });
  expect(responded.statusCode, responded.body).toBe(200);
  const referred = await call(ctx, {
    method: 'POST',
    url: `/api/complaints/${complaintId}/refer`,
    token: customer.token,
    payload: {},
  });
  expect(referred.statusCode, referred.body).toBe(200);
  // A monthly warranty, so the Direct Debit pages answer too.
  const monthly = await directDebitHarness(ctx).buyMonthly('MP17ADW');

  const files = await ctx.database.db.select().from(claimFiles);
  const ids: Record<string, string> = { id: claim.id, warranty: warrantyId, monthly: monthly.warrantyId };
  ids.authorised = authorised.claim.id;
  ids.complaint = complaintId;
  ids.user = customer.user._id;
  files.forEach((file, index) => (ids[`file${index}`] = file.id));
  return { ids, garage: authorised.garageToken };
}

type OpenApi = { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };

/** Every GET of the back office and of the garage's page, each with every id we hold in each slot. */
function walk(seeded: Seeded, email: string) {
  const doc = ctx.app.swagger() as unknown as OpenApi;
  const routes = Object.entries(doc.paths)
    .filter(([path, item]) => item.get && (path.startsWith('/api/admin/') || path.startsWith('/api/garage/')))
    .map(([path]) => path);
  const ids = Object.values(seeded.ids);
  return routes.map((route) => {
    let urls = [route.replace('{token}', seeded.garage)];
    for (const slot of ['{id}', '{fileId}']) {
      urls = urls.flatMap((url) => (url.includes(slot) ? ids.map((id) => url.replace(slot, id)) : [url]));
    }
    const query = `?q=${encodeURIComponent(email)}&to=${encodeURIComponent(email)}`;
    return { route, urls: urls.flatMap((url) => [url, `${url}${query}`]) };
  });
}

describe('no staff or garage answer holds a live token', () => {
  it('walks every back-office and garage GET with every id, and finds none of the live tokens', async () => {
    const seeded = await seed();
    const tokens = await liveTokens();
    const kinds = new Set([...tokens.values()].flatMap((list) => list.split(', ')));
    for (const kind of ['welcome-set-password', 'password-reset', 'marketing-consent', 'claim-garage-link']) {
      expect(kinds, kind).toContain(kind);
    }
    const email = (await ctx.database.db.select().from(outboxEmails)).find(
      (row) => row.kind === 'password-reset',
    )!.toAddress;

    const answered = new Set<string>();
    for (const { route, urls } of walk(seeded, email)) {
      for (const url of urls) {
        const token = route.startsWith('/api/garage/') ? undefined : staffToken;
        const res = await call(ctx, { url, ...(token ? { token } : {}) });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode !== 200) continue;
        answered.add(route);
        const body = res.rawPayload.toString('latin1');
        for (const [live, kind] of tokens) {
          // The garage's page names its own link (the garage is its recipient); no other token.
          if (token === undefined && live === seeded.garage) continue;
          expect(body.includes(live), `${kind} token in ${url}`).toBe(false);
        }
      }
    }
    // The walk reads something on every route, so a route that leaks cannot hide behind a 404.
    const silent = walk(seeded, email)
      .map((entry) => entry.route)
      .filter((route) => !answered.has(route));
    expect(silent).toEqual([]);
  });
});
