/**
 * When a customer may erase their account at once (UK GDPR Art. 17(3)(b), (e): erasure is not
 * absolute while a contract runs). Pure: the API counts, this decides and words the answer.
 */

export interface ErasureFacts {
  /** Warranties not cancelled or refunded whose cover has not yet ended. */
  warrantiesInForce: number;
  /** Claims not paid, declined or withdrawn. */
  openClaims: number;
  /** Direct Debit plans still collecting (awaiting mandate, active, in arrears or suspended). */
  collectionsDue: number;
  /** Complaints waiting for our final response, or referred and waiting for the arbiter. */
  openComplaints: number;
}

export const erasureMessages = {
  warrantyInForce:
    'You have a warranty in force, so we must keep your account while it runs. Cancel it from your dashboard, or ask again after its end date.',
  openClaim: 'You have a claim open. We must keep your account until the claim is settled, declined or withdrawn.',
  collectionDue:
    'A Direct Debit collection is still due. We must keep your account until the plan is paid or cancelled.',
  openComplaint:
    'You have a complaint we are still answering, or with the independent arbiter. We must keep your account until it is answered.',
  wrongPassword: 'Your password is incorrect.',
  noPassword: 'Your account has no password yet. Set one with Forgot Password on the login page, then ask again.',
  erased: 'Your account has been deleted. We have sent a confirmation to your e-mail address.',
} as const;

/** The reason erasure must wait, or null when it may happen now. The first reason that applies is given. */
export function erasureRefusal(facts: ErasureFacts): string | null {
  if (facts.warrantiesInForce > 0) return erasureMessages.warrantyInForce;
  if (facts.openClaims > 0) return erasureMessages.openClaim;
  if (facts.collectionsDue > 0) return erasureMessages.collectionDue;
  if (facts.openComplaints > 0) return erasureMessages.openComplaint;
  return null;
}

/** The pseudonymous e-mail an erased account is kept under: unique, not deliverable, names no one. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** What is kept after erasure and why, as the page and the e-mail say it. */
export const keptAfterErasure = [
  'Your orders, payments, receipts and warranties, for six years after the cover ends: HMRC requires the financial records, and they answer any later claim or complaint. They are kept under a pseudonym, no longer linked to your name, e-mail, phone or address.',
  'Any claims and Direct Debit records, for the same reason and period.',
  'Any complaints, our responses and the arbiter’s decisions, for six years after each was closed.',
  'A record that e-mails of a kind were sent, without their text, for up to two years.',
] as const;
