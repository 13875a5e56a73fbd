/**
 * The retention schedule as data (UK GDPR Art. 5(1)(e); docs/privacy.md): every kind of personal
 * data the site keeps, why, on what lawful basis, for how long, and where. The retention job
 * (apps/api/src/modules/privacy/retention-job.ts, its steps in retention-repository.ts) reads the periods from here, and a test holds
 * docs/privacy.md to the same rows, so the written schedule and the code cannot drift apart.
 */

export type LawfulBasis = 'contract' | 'legal obligation' | 'legitimate interests' | 'consent';

/** What happens when the period has passed. */
export type RetentionAction = 'delete' | 'blank' | 'keep-pseudonymised' | 'none';

export interface RetentionRule {
  id: RetentionRuleId;
  /** What it is, in a few words. */
  what: string;
  /** Where it lives: `table.column, column`. */
  where: string;
  purpose: string;
  basis: LawfulBasis;
  /** The period in words, as the schedule prints it. */
  period: string;
  /** The period in days the job applies, from the moment `from` names; null when the job does not act. */
  days: number | null;
  /** The moment the period runs from. */
  from: string;
  action: RetentionAction;
}

export const retentionRuleIds = [
  'account',
  'guest-account',
  'profile-image',
  'sessions',
  'password-tokens',
  'sign-in-challenges',
  'google-tokens',
  'recovery-codes',
  'enquiries',
  'outbox-bodies',
  'outbox-rows',
  'abandoned-orders',
  'financial-records',
  'claims',
  'closed-claim-files',
  'complaints',
  'garage-links',
  'direct-debit',
  'mot-checks',
  'audit-log',
  'consents',
  'privacy-requests',
  'retention-runs',
  'application-logs',
] as const;
export type RetentionRuleId = (typeof retentionRuleIds)[number];

const DAY = 1;
const YEAR = 365 * DAY;
/** HMRC (six years) and claims disputes: financial records outlive the cover by six years. */
export const FINANCIAL_YEARS = 6;

export const retentionSchedule: readonly RetentionRule[] = [
  {
    id: 'account',
    what: 'Customer profile: name, e-mail, mobile, address, postcode, password hash, Google subject',
    where: 'users.firstname, lastname, email, mobile_no, address, city, postcode, password_hash, google_sub',
    purpose: 'Sign-in, the warranty contract and its notices',
    basis: 'contract',
    period: 'While the account is open; erased (pseudonymised) on request',
    days: null,
    from: 'account closed',
    action: 'keep-pseudonymised',
  },
  {
    id: 'guest-account',
    what: 'Guest accounts with no purchase (no password, no Google sign-in, no order)',
    where: 'users (and its sessions, tokens and picture)',
    purpose: 'Let a guest return to a quote they started',
    basis: 'legitimate interests',
    period: '90 days after the last sign-in',
    days: 90 * DAY,
    from: 'last sign-in (or registration)',
    action: 'delete',
  },
  {
    id: 'profile-image',
    what: 'Profile picture',
    where: 'profile_images.data',
    purpose: 'Shown on the customer’s own dashboard',
    basis: 'consent',
    period: 'Until replaced or the account is erased; a replaced picture 1 day',
    days: 1 * DAY,
    from: 'replaced',
    action: 'delete',
  },
  {
    id: 'sessions',
    what: 'Sign-in history: when each session began, was last seen and ended',
    where: 'sessions.created_at, last_seen_at, expires_at, revoked_at',
    purpose: 'Keep the account secure; show the customer their sign-ins',
    basis: 'legitimate interests',
    period: '30 days after the session ended',
    days: 30 * DAY,
    from: 'expiry or sign-out',
    action: 'delete',
  },
  {
    id: 'password-tokens',
    what: 'Password set and reset links (hashes)',
    where: 'password_tokens',
    purpose: 'Set or reset a password',
    basis: 'contract',
    period: '7 days after expiry or use',
    days: 7 * DAY,
    from: 'expiry',
    action: 'delete',
  },
  {
    id: 'sign-in-challenges',
    what: 'Staff sign-in steps between password and code (hashes)',
    where: 'sign_in_challenges',
    purpose: 'Two-factor sign-in for staff',
    basis: 'legitimate interests',
    period: '1 day after expiry',
    days: 1 * DAY,
    from: 'expiry',
    action: 'delete',
  },
  {
    id: 'google-tokens',
    what: 'Google ID tokens already used (hashes)',
    where: 'used_google_tokens',
    purpose: 'Stop a Google sign-in being replayed',
    basis: 'legitimate interests',
    period: 'Until the token expires',
    days: 0,
    from: 'expiry',
    action: 'delete',
  },
  {
    id: 'recovery-codes',
    what: 'Staff two-factor recovery codes (hashes)',
    where: 'recovery_codes',
    purpose: 'Staff sign-in after a lost phone',
    basis: 'legitimate interests',
    period: 'Until replaced or the staff account closes',
    days: null,
    from: 'replaced',
    action: 'none',
  },
  {
    id: 'enquiries',
    what: 'Contact-form enquiries: name, e-mail, message',
    where: 'enquiries.fullname, email, message',
    purpose: 'Answer the enquiry and any follow-up',
    basis: 'legitimate interests',
    period: '12 months after it was received',
    days: 1 * YEAR,
    from: 'received',
    action: 'delete',
  },
  {
    id: 'outbox-bodies',
    what: 'The text of e-mails sent',
    where: 'outbox_emails.subject, text_body, html_body',
    purpose: 'Deliver the e-mail and answer a question about it soon after',
    basis: 'contract',
    period: '90 days after it was sent or gave up',
    days: 90 * DAY,
    from: 'sent',
    action: 'blank',
  },
  {
    id: 'outbox-rows',
    what: 'That an e-mail of a kind went to an address, and when',
    where: 'outbox_emails.kind, to_address, sent_at',
    purpose: 'Show that service notices (renewal, claim, payment) were given',
    basis: 'legitimate interests',
    period: '2 years after it was sent',
    days: 2 * YEAR,
    from: 'sent',
    action: 'delete',
  },
  {
    id: 'abandoned-orders',
    what: 'Quotes and orders never paid (the vehicle, plan and declaration)',
    where: 'payment_orders (status created, failed or expired, no transaction)',
    purpose: 'Let the buyer finish paying',
    basis: 'contract',
    period: '90 days after it was started',
    days: 90 * DAY,
    from: 'created',
    action: 'delete',
  },
  {
    id: 'financial-records',
    what: 'Paid orders, transactions, receipts, warranties and their certificates’ data',
    where: 'payment_orders, transactions, warranties',
    purpose: 'HMRC records, the contract, claims and complaints',
    basis: 'legal obligation',
    period: `${FINANCIAL_YEARS} years after the cover ends`,
    days: FINANCIAL_YEARS * YEAR,
    from: 'cover end (warranties.expiry_date)',
    action: 'keep-pseudonymised',
  },
  {
    id: 'claims',
    what: 'Claims: the fault described, the garage, estimate, decision, invoice, timeline',
    where: 'claims, claim_events, claim_files',
    purpose: 'Assess and pay the claim; disputes and the Financial Ombudsman',
    basis: 'contract',
    period: `${FINANCIAL_YEARS} years after the cover ends`,
    days: FINANCIAL_YEARS * YEAR,
    from: 'cover end',
    action: 'keep-pseudonymised',
  },
  {
    id: 'closed-claim-files',
    what: 'Photos and documents of declined or withdrawn claims',
    where: 'claim_files.data (claims.status declined or withdrawn)',
    purpose: 'A complaint about the decision (the Ombudsman allows 6 months)',
    basis: 'legitimate interests',
    period: '6 months after the claim was declined or withdrawn',
    days: 183 * DAY,
    from: 'decision (claims.updated_at)',
    action: 'delete',
  },
  {
    id: 'complaints',
    what: 'Complaints: what was said, our response, any referral, the arbiter’s decision, timeline',
    where: 'complaints, complaint_events',
    purpose: 'Answer the complaint and the arbiter; show how it was handled',
    basis: 'legitimate interests',
    period: `${FINANCIAL_YEARS} years after the complaint was closed`,
    days: FINANCIAL_YEARS * YEAR,
    from: 'closed (final response, or the arbiter’s decision)',
    action: 'keep-pseudonymised',
  },
  {
    id: 'garage-links',
    what: 'The garage’s private links to a claim (hashes)',
    where: 'claim_garage_links',
    purpose: 'Let the garage send the estimate and invoice',
    basis: 'contract',
    period: '30 days after the link was revoked',
    days: 30 * DAY,
    from: 'revoked',
    action: 'delete',
  },
  {
    id: 'direct-debit',
    what: 'Direct Debit plans, instalments and GoCardless events',
    where: 'direct_debit_plans, direct_debit_instalments, direct_debit_events',
    purpose: 'Collect monthly payments; HMRC records',
    basis: 'legal obligation',
    period: `${FINANCIAL_YEARS} years after the cover ends`,
    days: FINANCIAL_YEARS * YEAR,
    from: 'cover end',
    action: 'keep-pseudonymised',
  },
  {
    id: 'mot-checks',
    what: 'MOT history answers for a registration (no owner is named)',
    where: 'vehicle_history_checks, and the check a sale relied on: warranties.history',
    purpose: 'Price and sell on the vehicle’s true mileage',
    basis: 'legitimate interests',
    period: '1 year (a sale’s check: as financial records)',
    days: 1 * YEAR,
    from: 'checked',
    action: 'delete',
  },
  {
    id: 'audit-log',
    what: 'Staff actions: who did what to which record, before and after',
    where: 'audit_log',
    purpose: 'Accountability for staff access to customer data',
    basis: 'legitimate interests',
    period: `${FINANCIAL_YEARS} years`,
    days: null,
    from: 'action',
    action: 'none',
  },
  {
    id: 'consents',
    what: 'Marketing consent: the wording agreed to, when, and when withdrawn',
    where: 'marketing_consents',
    purpose: 'Prove consent to offers and news (PECR reg. 22)',
    basis: 'legal obligation',
    period: '2 years after consent was withdrawn or the account erased',
    days: null,
    from: 'withdrawn',
    action: 'none',
  },
  {
    id: 'privacy-requests',
    what: 'Data requests received by e-mail or phone: who asked, the identity check, the outcome',
    where: 'privacy_requests',
    purpose: 'Show each request was answered within a month',
    basis: 'legal obligation',
    period: '2 years after the request was closed',
    days: null,
    from: 'closed',
    action: 'none',
  },
  {
    id: 'retention-runs',
    what: 'Each run of the retention job and its counts (no personal data)',
    where: 'retention_runs',
    purpose: 'Show the schedule is applied',
    basis: 'legitimate interests',
    period: '2 years',
    days: 2 * YEAR,
    from: 'run',
    action: 'delete',
  },
  {
    id: 'application-logs',
    what: 'Request and security logs (IP address, user id, no bodies)',
    where: 'standard output of the API, kept by the log platform',
    purpose: 'Find faults and attacks',
    basis: 'legitimate interests',
    period: '30 days, set on the log platform',
    days: null,
    from: 'written',
    action: 'none',
  },
];

export function retentionRule(id: RetentionRuleId): RetentionRule {
  const rule = retentionSchedule.find((entry) => entry.id === id);
  if (!rule) throw new RangeError(`No retention rule ${id}`);
  return rule;
}

/** The instant before which a rule's records have passed their period, judged at `now`. */
export function retentionCutoff(id: RetentionRuleId, now: Date): Date {
  const { days } = retentionRule(id);
  if (days === null) throw new RangeError(`The retention job does not act on ${id}`);
  return new Date(now.getTime() - days * 86_400_000);
}
