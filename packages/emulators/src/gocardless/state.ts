import { randomBytes } from 'node:crypto';

/*
 * What the GoCardless emulator remembers, in memory, one store per registration. Field names are
 * GoCardless's (CONTRACTS §7), so the JSON answers are these records with their links.
 */
type Links = Record<string, string>;
export type Metadata = Record<string, string>;

export interface BillingRequest {
  id: string;
  created_at: string;
  status: 'pending' | 'ready_to_fulfil' | 'fulfilling' | 'fulfilled' | 'cancelled';
  mandate_request: { scheme: string; currency: string; verify: string; metadata: Metadata | null };
  payment_request: null;
  metadata: Metadata;
  fallback_enabled: boolean;
  actions: { type: string; required: boolean; completes_actions: string[]; status: 'pending' | 'completed' }[];
  resources: { customer: Customer | null; customer_bank_account: CustomerBankAccount | null };
  links: Links;
}
export interface BillingRequestFlow {
  id: string;
  created_at: string;
  expires_at: string;
  authorisation_url: string;
  redirect_uri: string;
  exit_uri: string | null;
  auto_fulfil: boolean;
  lock_bank_account: boolean;
  lock_customer_details: boolean;
  lock_currency: boolean;
  show_redirect_buttons: boolean;
  show_success_redirect_button: boolean;
  skip_success_screen: boolean;
  session_token: string | null;
  language: string | null;
  customer_details_captured: boolean;
  prefilled_customer: Record<string, string>;
  prefilled_bank_account: Record<string, string> | null;
  links: { billing_request: string };
}
export interface Customer {
  id: string;
  created_at: string;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  email: string | null;
  phone_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country_code: string | null;
  language: string;
  danish_identity_number: null;
  swedish_identity_number: null;
  metadata: Metadata;
}
export interface CustomerBankAccount {
  id: string;
  created_at: string;
  account_holder_name: string;
  account_number_ending: string;
  account_type: null;
  bank_account_token: null;
  bank_name: string;
  country_code: 'GB';
  currency: 'GBP';
  enabled: boolean;
  metadata: Metadata;
  links: { customer: string };
}
export type MandateStatus =
  | 'pending_customer_approval'
  | 'pending_submission'
  | 'submitted'
  | 'active'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'consumed'
  | 'blocked'
  | 'suspended_by_payer';
export interface Mandate {
  id: string;
  created_at: string;
  reference: string;
  scheme: 'bacs';
  status: MandateStatus;
  next_possible_charge_date: string | null;
  payments_require_approval: boolean;
  authorisation_source: string | null;
  consent_type: null;
  consent_parameters: null;
  funds_settlement: 'managed';
  verified_at: null;
  metadata: Metadata;
  links: { creditor: string; customer: string; customer_bank_account: string };
}
export interface InstalmentSchedule {
  id: string;
  created_at: string;
  name: string;
  currency: 'GBP';
  total_amount: number;
  status: 'pending' | 'active' | 'creation_failed' | 'completed' | 'cancelled' | 'errored';
  payment_errors: Record<string, unknown>;
  metadata: Metadata;
  links: { mandate: string; customer: string; payments: string[] };
}
export type PaymentStatus =
  | 'pending_customer_approval'
  | 'pending_submission'
  | 'submitted'
  | 'confirmed'
  | 'paid_out'
  | 'cancelled'
  | 'customer_approval_denied'
  | 'failed'
  | 'charged_back';
export interface Payment {
  id: string;
  created_at: string;
  charge_date: string;
  amount: number;
  amount_refunded: number;
  currency: 'GBP';
  description: string | null;
  reference: string | null;
  scheme: 'bacs';
  status: PaymentStatus;
  retry_if_possible: boolean;
  metadata: Metadata;
  links: { mandate: string; creditor: string; instalment_schedule?: string };
  /** Not GoCardless's: the failure a test asked for at the next submission. */
  plannedFailure?: FailureCause;
  retries: number;
}
export interface Refund {
  id: string;
  created_at: string;
  amount: number;
  currency: 'GBP';
  reference: string | null;
  status: 'created' | 'pending_submission' | 'submitted' | 'paid' | 'cancelled' | 'bounced' | 'funds_returned';
  fx: { fx_currency: 'GBP'; fx_amount: null; exchange_rate: null; estimated_exchange_rate: null };
  metadata: Metadata;
  links: { payment: string; mandate: string };
}
export interface GocardlessEvent {
  id: string;
  created_at: string;
  resource_type: string;
  action: string;
  links: Links;
  details: Record<string, unknown>;
  metadata: Metadata;
  resource_metadata: Metadata;
  customer_notifications: [];
}

export const failureCauses = [
  'insufficient_funds',
  'mandate_cancelled',
  'bank_account_closed',
  'refer_to_payer',
] as const;
export type FailureCause = (typeof failureCauses)[number];

export interface GocardlessState {
  billingRequests: Map<string, BillingRequest>;
  flows: Map<string, BillingRequestFlow>;
  customers: Map<string, Customer>;
  bankAccounts: Map<string, CustomerBankAccount>;
  mandates: Map<string, Mandate>;
  schedules: Map<string, InstalmentSchedule>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  events: GocardlessEvent[];
  /** `${resource}:${key}` → id of what the first request with that key made. */
  idempotency: Map<string, string>;
  /** The emulator's today (yyyy-MM-dd); starts at the real date and only moves forward. */
  today: string;
}

export function createGocardlessState(today = new Date().toISOString().slice(0, 10)): GocardlessState {
  return {
    billingRequests: new Map(),
    flows: new Map(),
    customers: new Map(),
    bankAccounts: new Map(),
    mandates: new Map(),
    schedules: new Map(),
    payments: new Map(),
    refunds: new Map(),
    events: [],
    idempotency: new Map(),
    today,
  };
}

/** The creditor (our GoCardless account) every mandate and payment links to. */
export const CREDITOR_ID = 'CR000KESTREL01';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** GoCardless ids: a two- to three-letter prefix and upper-case letters and digits (`MD000AB12CD3`). */
export function gcId(prefix: string): string {
  const bytes = randomBytes(10);
  return `${prefix}${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z');

/** Records an event (as GoCardless does on every change) and returns it. */
export function recordEvent(
  state: GocardlessState,
  resourceType: string,
  action: string,
  links: Links,
  details: Record<string, unknown> = {},
  metadata: Metadata = {},
): GocardlessEvent {
  const event: GocardlessEvent = {
    id: gcId('EV'),
    created_at: timestamp(),
    resource_type: resourceType,
    action,
    links,
    details: { origin: 'gocardless', ...details },
    metadata,
    resource_metadata: metadata,
    customer_notifications: [],
  };
  state.events.push(event);
  return event;
}
