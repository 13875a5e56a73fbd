import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFileMessages } from '@kestrel/domain/claims/claim-files';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { claimFiles } from '../src/db/schema';
import { call } from './accounts-helpers';
import { claimUpload, makeClaim, warrantyInForce } from './claims-helpers';
import type { TestContext } from './helpers';
import { hostilePdfs } from './hostile-pdfs';
import { appWithStaff } from './staff-helpers';

/**
 * Issue #35 finding 3, through the real upload routes: each hostile PDF of hostile-pdfs.ts
 * (an action hidden inside a stream and reached through the xref, /OpenAction to a URI or to a
 * \\host\share path, embedded files, a stream posing as an object stream, a bomb) is refused
 * with the 415 every refused file gets, for the customer and the garage, and nothing is kept.
 */

let ctx: TestContext;
beforeAll(async () => ({ ctx } = await appWithStaff()));
afterAll(() => ctx.close());

const refusals = new Set<string>([
  claimFileMessages.pdfActive,
  claimFileMessages.unreadablePdf,
  claimFileMessages.pdfEncrypted,
]);

describe('hostile PDFs through the upload routes', () => {
  it('refuses each for the customer and the garage, with a reason, and keeps nothing', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const routes = {
      customer: (body: ReturnType<typeof claimUpload>) =>
        call(ctx, {
          method: 'POST',
          url: `/api/claims/my-claims/${claim.id}/files`,
          token: bought.customer.token,
          ...body,
        }),
      garage: (body: ReturnType<typeof claimUpload>) =>
        call(ctx, { method: 'POST', url: `/api/garage/claims/${garageToken}/files`, ...body }),
    };
    for (const [party, upload] of Object.entries(routes)) {
      for (const [label, pdf] of Object.entries(hostilePdfs())) {
        const res = await upload(claimUpload(pdf, 'estimate.pdf', 'application/pdf', 'other'));
        expect(res.statusCode, `${party}: ${label}: ${res.body}`).toBe(415);
        const { error } = res.json<ErrorBody>();
        expect(refusals.has(error.message), `${party}: ${label}: ${error.message}`).toBe(true);
        expect(error.fields?.file).toBe(error.message);
      }
    }
    const kept = await ctx.database.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    expect(kept).toEqual([]);
  });
});
