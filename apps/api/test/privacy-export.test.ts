import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacyExport } from '@kestrel/domain/schemas/privacy';
import { exportSections, staffOnlyReferences } from '../src/modules/privacy/export-repository';
import { call } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer, tablesReferringToUsers } from './privacy-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function download(token: string) {
  const res = await call(ctx, { url: '/api/privacy/export', token });
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: res.json<PrivacyExport>() };
}

describe('Download my data (UK GDPR Art. 15 and 20; docs/privacy.md)', () => {
  it('covers every table that refers to a customer, directly or through another table (the schema walk)', async () => {
    const linked = await tablesReferringToUsers(ctx);
    expect(linked.size).toBeGreaterThan(10);
    const exported = new Set(exportSections.map((section) => section.table));
    const forgotten = [...linked].filter((table) => !exported.has(table) && !(table in staffOnlyReferences));
    expect(forgotten, 'tables linked to users but not in the export (add them to exportSections)').toEqual([]);
    // And the walk sees the tables it must: a key chain two deep, and the staff-only exception.
    for (const table of ['warranties', 'claim_events', 'direct_debit_instalments', 'rate_versions']) {
      expect(linked.has(table), table).toBe(true);
    }
  });

  it('answers one JSON file of the customer’s own records, secrets left out, nothing of another customer', async () => {
    const alice = await distinctCustomer(ctx);
    const bob = await distinctCustomer(ctx);
    const bought = await buyWarranty(ctx, alice);
    await buyWarranty(ctx, bob);
    const enquiry = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: 'Zelda', email: alice.details.email, message: 'Can I use my own garage for repairs?' },
    });
    expect(enquiry.statusCode).toBe(201);

    const { res, data } = await download(alice.token);
    expect(res.headers['content-disposition']).toBe('attachment; filename="kestrel-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data).toMatchObject({ format: 'kestrel-my-data', version: 1, customerId: alice.userId });
    for (const section of exportSections) expect(data.tables[section.table], section.table).toBeInstanceOf(Array);

    expect(data.tables.users).toEqual([expect.objectContaining({ id: alice.userId, email: alice.details.email })]);
    expect(data.tables.warranties).toEqual([expect.objectContaining({ id: bought.warrantyId })]);
    expect(data.tables.transactions).toEqual([
      expect.objectContaining({ id: bought.transactionId, amount: bought.amount }),
    ]);
    expect(data.tables.payment_orders).toHaveLength(1);
    expect(data.tables.enquiries).toEqual([
      expect.objectContaining({ message: 'Can I use my own garage for repairs?' }),
    ]);
    expect(data.tables.sessions?.length).toBeGreaterThanOrEqual(1);
    const kinds = (data.tables.outbox_emails ?? []).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['welcome-set-password']));

    const text = JSON.stringify(data);
    for (const secret of ['password_hash', 'token_hash', 'totp_secret', 'google_sub'])
      expect(text).not.toContain(`"${secret}"`);
    expect(data.omitted.users).toContain('password_hash');
    for (const other of [bob.userId, bob.details.email, bob.details.lastname]) expect(text).not.toContain(other);
  });

  it('needs a signed-in customer', async () => {
    const res = await call(ctx, { url: '/api/privacy/export' });
    expect(res.statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document', async () => {
    const res = await call(ctx, { url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/privacy/export', '/api/privacy/erase', '/api/privacy/sign-out-everywhere']),
    );
  });
});
