import type { ClaimStatus } from '../claims/claim-status';
import { addDays, addMonths } from '../dates/calendar-date';
import { siteConfig } from '../site/site-config';
import { londonToday } from '../uk/london-date';
import { ukLongDate } from '../uk/long-date';
import type {
  ArbiterDecision,
  ComplaintChannel,
  ComplaintEventKind,
  ComplaintOutcome,
  ComplaintStatus,
  ComplaintSubject,
} from './complaint-kinds';

/**
 * The complaint's rules (DESIGN §9.1 "Complaint" and "Arbiter"; docs/complaints.md): acknowledged
 * at once, a final response within 8 weeks of the London day it was received (the UK norm for
 * financial services, adopted voluntarily), and, for a claim decision only, the independent
 * arbiter: after our final response and within 6 months of it, or once the 8 weeks have passed
 * without one. Dates are London calendar days (`yyyy-MM-dd`).
 */

export const FINAL_RESPONSE_WEEKS = 8;
export const ARBITER_MONTHS = 6;

/** The complaint's dates from the moment it was received. */
export function complaintDates(receivedAt: Date): {
  receivedOn: string;
  acknowledgeBy: string;
  finalResponseDueOn: string;
} {
  const receivedOn = londonToday(receivedAt);
  return {
    receivedOn,
    // At once: the acknowledgement is sent in the same transaction as the complaint is recorded.
    acknowledgeBy: receivedOn,
    finalResponseDueOn: addDays(receivedOn, FINAL_RESPONSE_WEEKS * 7),
  };
}

/** Open past the last day of the 8 weeks, with no final response. */
export function finalResponseOverdue(status: ComplaintStatus, finalResponseDueOn: string, today: string): boolean {
  return status === 'open' && today > finalResponseDueOn;
}

/** What the arbiter rules need of a complaint. */
export interface ComplaintFacts {
  subject: ComplaintSubject;
  /** The claim whose decision is disputed, if any. */
  claimId: string | null;
  status: ComplaintStatus;
  finalResponseDueOn: string;
  /** The London day of our final response; null before it. */
  respondedOn: string | null;
  /** The London day of the referral; null before it. */
  referredOn: string | null;
}

export type ArbiterEligibility =
  | {
      eligible: true;
      reason: string;
      /** The last day to refer; null when 8 weeks passed without a response. */ until: string | null;
    }
  | { eligible: false; reason: string };

/** The last day the customer may refer after a final response given on `respondedOn`. */
export const referralDeadline = (respondedOn: string): string => addMonths(respondedOn, ARBITER_MONTHS);

/** The claim statuses that carry our decision: authorised (perhaps for less than asked), invoiced, paid or declined. */
export const decidedClaimStatuses: readonly ClaimStatus[] = ['authorised', 'invoiced', 'paid', 'declined'];

/** Whether the customer can dispute the claim's decision ("I disagree with this decision"): once we have decided it. */
export function claimDecisionDisputable(status: ClaimStatus): boolean {
  return decidedClaimStatuses.includes(status);
}

/** Whether the customer may refer the dispute to the independent arbiter on `today`, and why, in words. */
export function arbiterEligibility(facts: ComplaintFacts, today: string): ArbiterEligibility {
  if (facts.subject !== 'claim-decision' || facts.claimId === null) {
    return {
      eligible: false,
      reason:
        'The independent arbiter decides disputes about a claim decision. This complaint is about our service, so our final response is our answer.',
    };
  }
  if (facts.status === 'arbiter-decided') {
    return { eligible: false, reason: 'The independent arbiter has decided this dispute, and the decision binds us.' };
  }
  if (facts.status === 'referred') {
    const on = facts.referredOn ? ` on ${ukLongDate(facts.referredOn)}` : '';
    return { eligible: false, reason: `This dispute was referred to the independent arbiter${on}.` };
  }
  if (facts.respondedOn !== null) {
    const until = referralDeadline(facts.respondedOn);
    if (today > until) {
      return {
        eligible: false,
        reason: `The ${ARBITER_MONTHS} months to refer this dispute to the independent arbiter ended on ${ukLongDate(until)}.`,
      };
    }
    return {
      eligible: true,
      until,
      reason: `You can refer this dispute to the independent arbiter until ${ukLongDate(until)}, ${ARBITER_MONTHS} months after our final response.`,
    };
  }
  if (today > facts.finalResponseDueOn) {
    return {
      eligible: true,
      until: null,
      reason: `We have not given our final response within ${FINAL_RESPONSE_WEEKS} weeks, so you can refer this dispute to the independent arbiter now.`,
    };
  }
  return {
    eligible: false,
    reason: `You can refer this dispute to the independent arbiter once we have given our final response, or from ${ukLongDate(addDays(facts.finalResponseDueOn, 1))} if we have not.`,
  };
}

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Open: we are looking into it',
  responded: 'Final response given',
  referred: 'With the independent arbiter',
  'arbiter-decided': 'Decided by the independent arbiter',
};

export const complaintOutcomeLabels: Record<ComplaintOutcome, string> = {
  upheld: 'Upheld',
  'partly-upheld': 'Partly upheld',
  'not-upheld': 'Not upheld',
};

export const complaintSubjectLabels: Record<ComplaintSubject, string> = {
  'claim-decision': 'A claim decision',
  service: 'Our service',
};

export const complaintChannelLabels: Record<ComplaintChannel, string> = {
  online: 'Online',
  phone: 'By phone',
  'e-mail': 'By e-mail',
  letter: 'By letter',
};

export const arbiterDecisionLabels: Record<ArbiterDecision, string> = {
  'for-customer': 'For the customer',
  'for-us': `For ${siteConfig.brand}`,
};

export const complaintEventLabels: Record<ComplaintEventKind, string> = {
  received: 'Complaint received',
  acknowledged: 'Acknowledged by e-mail',
  assigned: 'Handler assigned',
  note: 'Note',
  'final-response': 'Final response sent',
  referred: 'Referred to the independent arbiter',
  'arbiter-decision': "The arbiter's decision recorded",
};
