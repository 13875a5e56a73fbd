/**
 * Why a claim may be declined (DESIGN §8.1 "Decline reasons"), each with the term of the terms of
 * service (`content/pages/terms-of-service.md`) it rests on: the decline letter names both and how
 * to take a dispute to the independent final arbiter (section 12).
 */

export interface TermOfService {
  section: number;
  title: string;
}

const terms = {
  whatEachLevelCovers: { section: 4, title: 'What each level covers' },
  limitsAndLength: { section: 5, title: 'Claim limits and length of cover' },
  howToClaim: { section: 10, title: 'How to claim' },
  notCovered: { section: 11, title: 'What is not covered' },
  whatOurWarrantyIs: { section: 2, title: 'What our warranty is' },
} as const satisfies Record<string, TermOfService>;

/** The section a decline letter points to for disputes. */
export const disputesTerm: TermOfService = { section: 12, title: 'Complaints and disputes' };

export const declineReasonIds = [
  'not-covered-at-level',
  'wear-and-tear',
  'consequential-or-accident',
  'fault-before-cover',
  'servicing-not-kept',
  'work-before-authorisation',
  'outside-cover-dates-or-limits',
  'misuse',
  'other',
] as const;
export type DeclineReasonId = (typeof declineReasonIds)[number];

export interface DeclineReason {
  id: DeclineReasonId;
  /** How the back office's list and the letter name it. */
  label: string;
  term: TermOfService;
  /** `other` needs a note saying what the reason is. */
  noteRequired: boolean;
}

const reason = (id: DeclineReasonId, label: string, term: TermOfService, noteRequired = false): DeclineReason => ({
  id,
  label,
  term,
  noteRequired,
});

export const declineReasons: readonly DeclineReason[] = [
  reason('not-covered-at-level', 'The failed part is not covered at your level', terms.whatEachLevelCovers),
  reason('wear-and-tear', 'The part failed through wear and tear, which your cover does not include', terms.notCovered),
  reason('consequential-or-accident', 'The damage was caused by an accident or by another failure', terms.notCovered),
  reason('fault-before-cover', 'The fault began before your cover started or before the inspection', terms.notCovered),
  reason('servicing-not-kept', "The vehicle was not serviced to the manufacturer's schedule", terms.notCovered),
  reason('work-before-authorisation', 'Work was done before we authorised it', terms.howToClaim),
  reason('outside-cover-dates-or-limits', 'The claim falls outside your cover dates or limits', terms.limitsAndLength),
  reason('misuse', 'The failure was caused by misuse or by driving on after a warning', terms.notCovered),
  reason('other', 'Another reason, explained in the note', terms.whatOurWarrantyIs, true),
];

export function declineReason(id: DeclineReasonId): DeclineReason {
  const found = declineReasons.find((r) => r.id === id);
  if (!found) throw new RangeError(`No decline reason ${id}`);
  return found;
}

/** How a letter cites a term: "section 11 (What is not covered) of our terms of service". */
export function termCitation(term: TermOfService): string {
  return `section ${term.section} (${term.title}) of our terms of service`;
}
