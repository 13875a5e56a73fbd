import { claimOpen } from '@kestrel/domain/claims/claim-status';
import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { GarageEstimateRequest, GarageInvoiceRequest } from '@kestrel/domain/schemas/claim-estimate';
import { conflict } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import { claimRecords } from './claim-records';
import { garageClaimView } from './claim-views';
import { moveClaim, recordEvent, touchClaim, type ClaimsContext } from './claim-transitions';

const garage = { kind: 'garage' as const, id: null };

const answer = async (ctx: ClaimsContext, token: string): Promise<GarageClaimAnswer> =>
  garageClaimView(await claimRecords.forGarage(ctx.db, token), token);

/**
 * The garage's calls through its private link (DESIGN §8.1 "The garage"): no account, the link is
 * the key. A link opens one claim only, and only while the claim is open.
 */
export const garageClaims = {
  view: answer,

  async sendEstimate(ctx: ClaimsContext, token: string, body: GarageEstimateRequest): Promise<GarageClaimAnswer> {
    const record = await claimRecords.forGarage(ctx.db, token);
    await ctx.db.transaction(async (tx) => {
      // A fresh estimate replaces the last, and with it any adjustments made to the old lines.
      const claim = await moveClaim(tx, record.claim, 'send-estimate', garage, body.diagnosis, {
        estimate: body,
        estimateReceivedAt: new Date(),
        adjustments: [],
      });
      await queueEmail(tx, claimEmails.estimateReceived({ ...record, claim }));
    });
    return answer(ctx, token);
  },

  async message(ctx: ClaimsContext, token: string, message: string): Promise<GarageClaimAnswer> {
    const record = await claimRecords.forGarage(ctx.db, token);
    if (!claimOpen(record.claim.status)) throw conflict('This claim is closed.');
    await ctx.db.transaction(async (tx) => {
      if (record.claim.status === 'info-requested') {
        await moveClaim(tx, record.claim, 'answer-info', garage, message);
      } else {
        await recordEvent(tx, record.claim, 'message', garage, message);
        await touchClaim(tx, record.claim);
      }
    });
    return answer(ctx, token);
  },

  async sendInvoice(ctx: ClaimsContext, token: string, body: GarageInvoiceRequest): Promise<GarageClaimAnswer> {
    const record = await claimRecords.forGarage(ctx.db, token);
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'send-invoice', garage, `Invoice ${body.number}`, {
        invoice: body,
      });
      await queueEmail(tx, claimEmails.invoiced({ ...record, claim }));
    });
    return answer(ctx, token);
  },
};
