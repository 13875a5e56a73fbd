/**
 * The words of a complaint's record (DESIGN §9.1 "Complaint" and "Arbiter"; docs/complaints.md):
 * how it came, what it is about, where it stands, how it ended, and what the independent arbiter
 * decided. The database holds each column to these lists.
 */

/** How the complaint reached us: online by the customer, or recorded by staff. */
export const complaintChannels = ['online', 'phone', 'e-mail', 'letter'] as const;
export type ComplaintChannel = (typeof complaintChannels)[number];

/** A claim decision ("I disagree with this decision") or anything else about our service. */
export const complaintSubjects = ['claim-decision', 'service'] as const;
export type ComplaintSubject = (typeof complaintSubjects)[number];

/** The longest complaint a customer may write, in characters (the request schema's limit, and the form's count). */
export const COMPLAINT_DESCRIPTION_MAX_LENGTH = 4000;

/** Open until our final response; a claim dispute may then go to the arbiter. */
export const complaintStatuses = ['open', 'responded', 'referred', 'arbiter-decided'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

export const complaintOutcomes = ['upheld', 'partly-upheld', 'not-upheld'] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];

/** The arbiter's decision binds us: for the customer, the claim is reopened and paid as decided. */
export const arbiterDecisions = ['for-customer', 'for-us'] as const;
export type ArbiterDecision = (typeof arbiterDecisions)[number];

/** The complaint's timeline: every step, who took it, and its note. */
export const complaintEventKinds = [
  'received',
  'acknowledged',
  'assigned',
  'note',
  'final-response',
  'referred',
  'arbiter-decision',
] as const;
export type ComplaintEventKind = (typeof complaintEventKinds)[number];
