import { claimOpen } from '@kestrel/domain/claims/claim-status';
import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { GarageEstimateRequest, GarageInvoiceRequest } from '@kestrel/domain/schemas/claim-estimate';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import { decideAutomatically } from './decide-automatically';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { refuseInvoiceAboveAuthorised } from './invoice-checks';
import { moveClaim, noteFor, recordClaimEvent, type Actor } from './move-claim';
import { garageClaim, garageClaimRecord } from './read-claims';

/**
 * The garage's changes through its private link (DESIGN §8.1 "The garage"): no account, the link
 * is the key. A link opens one claim only, and only while the claim is open.
 */

const garage: Actor = { kind: 'garage', id: null };

export async function sendGarageEstimate(
  ctx: ClaimsContext,
  token: string,
  body: GarageEstimateRequest,
): Promise<GarageClaimAnswer> {
  const record = await garageClaimRecord(ctx, token);
  await ctx.db.transaction(async (tx) => {
    // Held to the end of the transaction, and moved only from the status read: of estimates sent
    // at once, one moves the claim and is decided; the others are refused (409).
    const locked = await claimsRepository(tx).lock(record.claim.id);
    if (!locked || locked.status !== record.claim.status) throw claimErrors.refused();
    const now = new Date();
    // A fresh estimate replaces the last, and with it any adjustments made to the old lines.
    // The diagnosis is of the customer's vehicle and decides their claim: both parties read it.
    const claim = await moveClaim(tx, locked, 'send-estimate', garage, noteFor('everyone', body.diagnosis), {
      estimate: body,
      estimateReceivedAt: now,
      adjustments: [],
      automaticDecision: null,
    });
    // The rules decide at once where they can (DESIGN §9.2); the customer is told either way.
    const decided = await decideAutomatically(tx, { ...record, claim }, now);
    if (decided === 'person') await queueEmail(tx, claimEmails.estimateReceived({ ...record, claim }));
  });
  return garageClaim(ctx, token);
}

export async function addGarageMessage(ctx: ClaimsContext, token: string, message: string): Promise<GarageClaimAnswer> {
  const record = await garageClaimRecord(ctx, token);
  if (!claimOpen(record.claim.status)) throw claimErrors.closedToGarage();
  // Written to the claims team; the customer does not read the garage's messages.
  const note = noteFor('garage', message);
  await ctx.db.transaction(async (tx) => {
    if (record.claim.status === 'info-requested') {
      await moveClaim(tx, record.claim, 'answer-info', garage, note);
    } else {
      await recordClaimEvent(tx, record.claim, 'message', garage, note);
      await claimsRepository(tx).touch(record.claim.id);
    }
  });
  return garageClaim(ctx, token);
}

export async function sendGarageInvoice(
  ctx: ClaimsContext,
  token: string,
  body: GarageInvoiceRequest,
): Promise<GarageClaimAnswer> {
  const record = await garageClaimRecord(ctx, token);
  refuseInvoiceAboveAuthorised(record, body.amount);
  await ctx.db.transaction(async (tx) => {
    const note = noteFor('everyone', `Invoice ${body.number}`);
    const claim = await moveClaim(tx, record.claim, 'send-invoice', garage, note, {
      invoice: body,
    });
    await queueEmail(tx, claimEmails.invoiced({ ...record, claim }));
  });
  return garageClaim(ctx, token);
}
