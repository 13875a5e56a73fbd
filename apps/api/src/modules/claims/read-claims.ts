import { claimStatuses } from '@kestrel/domain/claims/claim-status';
import type {
  AdminClaimAnswer,
  ClaimsQueueAnswer,
  ClaimsQueueQuery,
  GarageClaimAnswer,
  MyClaimAnswer,
  MyClaimsAnswer,
} from '@kestrel/domain/schemas/claim-answers';
import { hashToken } from '../accounts';
import { claimRecordsRepository, type ClaimRecord } from './claim-records-repository';
import { riskSignalsFor } from './claim-risk-signals';
import { adminClaimView, claimSummary, customerClaimView, garageClaimView } from './claim-views';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { garageLinksRepository } from './garage-links-repository';
import { nextStepOf } from './claim-next-step';
import { timeFramesRepository } from './time-frames-repository';

/** Claims we owe a step on, earliest promised day first; the rest after, in the order they came. */
function byDueDay<T extends { nextStep: { by: string | null; dueOn: string | null } }>(claims: T[]): T[] {
  const due = (claim: T) => (claim.nextStep.by === 'us' ? claim.nextStep.dueOn : null);
  return claims
    .map((claim, index) => ({ claim, index }))
    .sort((a, b) => {
      const [x, y] = [due(a.claim), due(b.claim)];
      if (x && y && x !== y) return x < y ? -1 : 1;
      if (x && !y) return -1;
      if (y && !x) return 1;
      return a.index - b.index;
    })
    .map(({ claim }) => claim);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Every read of a claim goes through here, scoped by who asks: the customer by their own id, the
 * garage by its link's hash, staff by id. Any other claim is the same 404 (SECURITY B6).
 */

export async function customerClaimRecord(ctx: ClaimsContext, userId: string, id: string): Promise<ClaimRecord> {
  const record = await claimRecordsRepository(ctx.db).ofCustomer(userId, id);
  if (!record) throw claimErrors.notFound();
  return record;
}

export async function staffClaimRecord(ctx: ClaimsContext, id: string): Promise<ClaimRecord> {
  const record = await claimRecordsRepository(ctx.db).byId(id);
  if (!record) throw claimErrors.notFound();
  return record;
}

/** The claim a garage link opens: the link must be the claim's current one, not revoked. */
export async function garageClaimRecord(ctx: ClaimsContext, token: string): Promise<ClaimRecord> {
  const claimId = await garageLinksRepository(ctx.db).liveClaimId(hashToken(token));
  const record = claimId ? await claimRecordsRepository(ctx.db).byId(claimId) : null;
  if (!record) throw claimErrors.garageLinkInvalid();
  return record;
}

/** The customer's claims, newest first. */
export async function myClaims(ctx: ClaimsContext, userId: string): Promise<MyClaimsAnswer> {
  return { claims: (await claimRecordsRepository(ctx.db).listForCustomer(userId)).map(claimSummary) };
}

export async function myClaim(ctx: ClaimsContext, userId: string, id: string): Promise<MyClaimAnswer> {
  return { claim: customerClaimView(await customerClaimRecord(ctx, userId, id)) };
}

export async function garageClaim(ctx: ClaimsContext, token: string): Promise<GarageClaimAnswer> {
  return garageClaimView(await garageClaimRecord(ctx, token), token);
}

/** One claim as the claims team sees it, with the warranty's other claims. */
export async function staffClaim(ctx: ClaimsContext, id: string): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  const earlier = await claimRecordsRepository(ctx.db).listForWarranty(record.claim.warrantyId);
  const signals = await riskSignalsFor(ctx.db, [record]);
  return adminClaimView(record, earlier.map(claimSummary), signals.get(record.claim.id) ?? []);
}

/**
 * The claims team's queue (DESIGN §8.1, §9.1): what we owe first, by the day we promised it
 * (overdue at the top), then the other open claims, the one waiting longest first, then closed
 * ones; each with its next step, the days since the last action and its risk signals; counts by
 * status.
 */
export async function claimsQueue(ctx: ClaimsContext, query: ClaimsQueueQuery): Promise<ClaimsQueueAnswer> {
  const repository = claimRecordsRepository(ctx.db);
  const rows = await repository.queue(query);
  const totals = await repository.countsByStatus();
  // One set of queries for the whole page, not one per row.
  const signals = await riskSignalsFor(ctx.db, rows);
  const events = await timeFramesRepository(ctx.db).eventsOf(rows.map((row) => row.claim.id));
  const now = new Date();
  const claims = rows.map((row) => ({
    ...claimSummary(row),
    customerName: `${row.first} ${row.last}`,
    daysWaiting: Math.floor((now.getTime() - row.claim.updatedAt.getTime()) / DAY_MS),
    signals: signals.get(row.claim.id) ?? [],
    nextStep: nextStepOf(row.claim, events.get(row.claim.id) ?? [], now),
    automatic: row.claim.automaticDecision?.outcome === 'authorise',
    personReasons: row.claim.automaticDecision?.outcome === 'person' ? row.claim.automaticDecision.reasons : [],
  }));
  return {
    claims: byDueDay(claims),
    counts: Object.fromEntries(claimStatuses.map((s) => [s, totals.find((t) => t.status === s)?.n ?? 0])),
  };
}
