import type { TestContext } from './helpers';
import { call } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { popplerRead } from './pdf-reader';
import { expect } from 'vitest';

/** The complaints tests' calls: a staff member's actions on a complaint, and a PDF's words on one line. */
export function complaintCalls(ctx: () => TestContext, staffToken: () => string) {
  return {
    staffAct: (id: string, action: string, payload: Record<string, unknown> = {}) =>
      call(ctx(), { method: 'POST', url: `/api/admin/complaints/${id}/${action}`, token: staffToken(), payload }),
    staffGet: (url: string) => call(ctx(), { url, token: staffToken() }),
    /** A claim authorised at the rules' total: the tyre not covered and labour capped. */
    decidedClaim: async () => {
      const bought = await warrantyInForce(ctx());
      const made = await makeClaim(ctx(), bought.customer.token, bought.warrantyId);
      expect((await garageCall(ctx(), made.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
      const authorised = await call(ctx(), {
        method: 'POST',
        url: `/api/admin/claims/${made.claim.id}/authorise`,
        token: staffToken(),
        payload: { amount: 76_800 },
      });
      expect(authorised.statusCode, authorised.body).toBe(200);
      return { ...bought, claim: made.claim, garageToken: made.garageToken, garageEmail: made.garageEmail };
    },
  };
}

export const pdfWords = async (body: Buffer) => (await popplerRead(body)).text.replace(/\s+/g, ' ');
