import type { ComplaintSummary, CustomerComplaint } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/** The words of the customer's complaint pages that are worked out from the answer. */

/** The form's count under the text: "3,950 characters left", "1 character left". */
export function charactersLeft(length: number, max: number): string {
  const left = Math.max(0, max - length);
  if (left === 0) return `No characters left (the limit is ${groupDigits(max)})`;
  return `${groupDigits(left)} ${left === 1 ? 'character' : 'characters'} left`;
}

/** The final-response day as the customer is promised it: "by 24 January 2027". */
export const finalResponseBy = (finalResponseDueOn: string) => `by ${ukLongDate(finalResponseDueOn)}`;

/** What the complaint is about, with its claim when it has one: "A claim decision (claim KC-26-0000012)". */
export function subjectText(complaint: Pick<ComplaintSummary, 'subject' | 'claimReference'>): string {
  return complaint.claimReference
    ? `${complaint.subject.label} (claim ${complaint.claimReference})`
    : complaint.subject.label;
}

/** Said once, on the complaint's page, right after the customer has sent it. */
export function complaintMadeMessage(complaint: Pick<CustomerComplaint, 'reference' | 'finalResponseDueOn'>): string {
  return `Thank you: we have your complaint ${complaint.reference} and have e-mailed you an acknowledgement. We will send our final response ${finalResponseBy(complaint.finalResponseDueOn)} at the latest.`;
}
