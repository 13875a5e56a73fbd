/**
 * The simulation's clock (apps/api/src/cli/simulate-claims.ts): each claim runs through the API at
 * the run's real time, then its timeline is moved to the day it is simulated on and spread by the
 * people's modelled delays. Only those delays are modelled, from the seeded random source.
 */
import { eq } from 'drizzle-orm';
import { addUkWorkingDays } from '@kestrel/domain/uk/working-days';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { Database } from '../db/database-types';
import { claimEvents, claims, complaints } from '../db/schema';
import { random } from './simulate-model';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Working-hours delay: `hours` of a working day later, skipping nights, weekends and bank holidays. */
function workingDelay(from: Date, hours: number): Date {
  const days = Math.floor(hours / 8);
  const day = addUkWorkingDays(londonToday(from), days);
  return new Date(
    `${day}T${String(9 + Math.floor(hours % 8)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00Z`,
  );
}

/**
 * Moves a claim's timeline to the day it is simulated on: made at `madeAt`; the garage's estimate
 * a modelled delay later; a person's decision, the invoice and the payment each a modelled delay
 * after the step before; an automatic decision at its real distance from the estimate. The claim's
 * own columns (estimate received, authorised, declined, paid) follow its events.
 */
export async function backDate(db: Database, claimId: string, madeAt: Date) {
  const events = await db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!claim) return;
  const estimateReal = events.find((e) => e.kind === 'send-estimate')?.createdAt;
  const estimateAt = new Date(madeAt.getTime() + (2 + random() * 40) * HOUR);
  let decisionAt = workingDelay(estimateAt, random() < 0.8 ? 1 + random() * 10 : 8 + random() * 16);
  if (decisionAt.getTime() <= estimateAt.getTime())
    decisionAt = new Date(estimateAt.getTime() + (1 + random() * 5) * HOUR);
  const invoiceAt = new Date(decisionAt.getTime() + (1 + random() * 6) * DAY);
  const paidAt = workingDelay(invoiceAt, 4 + random() * (random() < 0.9 ? 24 : 48));
  const at = (kind: string, real: Date, actor: string): Date => {
    switch (kind) {
      case 'reported':
      case 'garage-link-sent':
        return new Date(madeAt.getTime() + (real.getTime() - claim.createdAt.getTime()));
      case 'send-estimate':
        return estimateAt;
      case 'authorise':
      case 'decline':
      case 'withdraw':
        return actor === 'system' && estimateReal
          ? new Date(estimateAt.getTime() + (real.getTime() - estimateReal.getTime()))
          : decisionAt;
      case 'send-invoice':
        return invoiceAt;
      case 'mark-paid':
        return paidAt;
      default:
        return new Date(decisionAt.getTime() + 60_000);
    }
  };
  const moved = new Map<string, Date>();
  for (const event of events) {
    const when = at(event.kind, event.createdAt, event.actor);
    moved.set(event.kind, when);
    await db.update(claimEvents).set({ createdAt: when }).where(eq(claimEvents.id, event.id));
  }
  const lastDecision = moved.get('decline') ?? moved.get('authorise') ?? moved.get('withdraw') ?? decisionAt;
  await db
    .update(claims)
    .set({
      createdAt: madeAt,
      updatedAt: moved.get('mark-paid') ?? lastDecision,
      faultDate: londonToday(new Date(madeAt.getTime() - DAY)),
      ...(claim.estimateReceivedAt ? { estimateReceivedAt: estimateAt } : {}),
      ...(claim.authorisedAt ? { authorisedAt: moved.get('authorise') ?? decisionAt } : {}),
      ...(claim.declinedAt ? { declinedAt: moved.get('decline') ?? decisionAt } : {}),
      ...(claim.paidOn ? { paidOn: londonToday(paidAt) } : {}),
    })
    .where(eq(claims.id, claimId));
  const complaintAt = new Date(decisionAt.getTime() + (1 + random() * 10) * DAY);
  await db
    .update(complaints)
    .set({ receivedAt: complaintAt, respondedAt: new Date(complaintAt.getTime() + (3 + random() * 30) * DAY) })
    .where(eq(complaints.claimId, claimId));
}
