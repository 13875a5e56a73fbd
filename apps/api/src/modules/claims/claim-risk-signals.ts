import {
  contactMatches,
  normaliseEmail,
  normalisePhone,
  normalisePostcodeKey,
  type ContactDetails,
} from '@kestrel/domain/claims/contact-match';
import { riskSignals, type ContactMatch, type RiskSignal } from '@kestrel/domain/claims/risk-signals';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { ClaimRow, WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { assessmentOf } from './claim-assessment';
import { riskSignalsRepository, type ContactRow } from './risk-signals-repository';

/**
 * The facts behind each claim's risk signals (DESIGN §9.2), gathered for a page of claims at once
 * (the staff claim page is a page of one; the queue a page of up to 200) with three queries in all,
 * then read by the domain's one list, `riskSignals`.
 */

export interface SignalSubject {
  claim: ClaimRow;
  warranty: WarrantyRow;
}

const contactOf = (row: ContactRow): ContactDetails => ({
  email: row.email,
  phone: row.mobileNo,
  address: row.address,
  postcode: row.postcode,
});

/** Every way the garage matched any of `people`, once each. */
const matchesAmong = (garage: ContactDetails, people: ContactRow[]): ContactMatch[] => [
  ...new Set(people.flatMap((person) => contactMatches(garage, contactOf(person)))),
];

export async function riskSignalsFor(db: Executor, subjects: SignalSubject[]): Promise<Map<string, RiskSignal[]>> {
  const repository = riskSignalsRepository(db);
  const garages = subjects.map((s) => s.claim.garage);
  // One after another: run inside a transaction (the automatic decision), this is one connection.
  const contacts = await repository.contacts([...new Set(subjects.map((s) => s.claim.userId))], {
    emails: [...new Set(garages.map((g) => normaliseEmail(g.email)))],
    phones: [...new Set(garages.map((g) => normalisePhone(g.phone)))],
    postcodes: [...new Set(garages.map((g) => normalisePostcodeKey(g.postcode)))],
  });
  const seenBefore = await repository.garageSeenBefore(subjects.map((s) => s.claim.id));
  const declined = await repository.declinedOn([...new Set(subjects.map((s) => s.warranty.id))]);

  const signals = new Map<string, RiskSignal[]>();
  for (const { claim, warranty } of subjects) {
    const garage = claim.garage;
    const own = contacts.filter((c) => c.id === claim.userId);
    const others = contacts.filter((c) => c.id !== claim.userId);
    const assessment = assessmentOf(claim, warranty);
    signals.set(
      claim.id,
      riskSignals({
        garageMatchesCustomer: matchesAmong(garage, own),
        garageMatchesOtherCustomer: matchesAmong(garage, others),
        vatNumbers: [garage.vatNumber, claim.estimate?.vatNumber ?? null],
        coverStart: warranty.startDate,
        faultDate: claim.faultDate,
        reportedOn: londonToday(claim.createdAt),
        motFlags: warranty.historyFlagged ? (warranty.history?.flags ?? []) : [],
        declinedClaims: declined.flatMap((d) =>
          d.warrantyId === claim.warrantyId && d.id !== claim.id && d.declinedAt
            ? [{ reference: d.reference, declinedOn: londonToday(d.declinedAt) }]
            : [],
        ),
        garageSeenBefore: seenBefore.has(claim.id),
        claimLimit: warranty.claimLimit,
        estimate:
          claim.estimate && assessment
            ? { lines: claim.estimate.lines, askedTotal: assessment.totals.askedTotal }
            : null,
        authorisedAmount: claim.authorisedAmount,
        invoiceAmount: claim.invoice?.amount ?? null,
      }),
    );
  }
  return signals;
}
