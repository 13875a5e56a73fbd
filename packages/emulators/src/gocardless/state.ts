import { randomBytes } from 'node:crypto';

/*
 * What the GoCardless emulator remembers, in memory, one store per registration. Field names are
 * GoCardless's (CONTRACTS §7), so the JSON answers are these records with their links.
 */
type Links = Record<string, string>;
type Metadata = Record<string, string>;

export interface BillingRequest {
  id: string;
  created_at: string;
  status: 'pending' | 'ready_to_fulfil' | 'fulfilling' | 'fulfilled' | 'cancelled';
  mandate_request: { scheme: string; currency: string };
  metadata: Metadata;
  links: Links;
}
export interface BillingRequestFlow {
  id: string;
  created_at: string;
  authorisation_url: string;
  redirect_uri: string;
  exit_uri: string | null;
  prefilled_customer: Record<string, string>;
  links: { billing_request: string };
}
export interface Customer {
  id: string;
  created_at: string;
  given_name: string;
  family_name: string;
  email: string;
}
export interface Mandate {
  id: string;
  created_at: string;
  reference: string;
  scheme: 'bacs';
  status: 'pending_submission' | 'submitted' | 'active' | 'failed' | 'cancelled';
  next_possible_charge_date: string;
  metadata: Metadata;
  links: { customer: string; customer_bank_account: string };
}
export interface InstalmentSchedule {
  id: string;
  created_at: string;
  name: string;
  currency: 'GBP';
  total_amount: number;
  status: 'pending' | 'active' | 'creation_failed' | 'completed' | 'cancelled' | 'errored';
  metadata: Metadata;
  links: { mandate: string; customer: string; payments: string[] };
}
export type PaymentStatus =
  'pending_submission' | 'submitted' | 'confirmed' | 'paid_out' | 'cancelled' | 'failed' | 'charged_back';
export interface Payment {
  id: string;
  created_at: string;
  charge_date: string;
  amount: number;
  amount_refunded: number;
  currency: 'GBP';
  description: string;
  reference: string | null;
  status: PaymentStatus;
  retry_if_possible: boolean;
  metadata: Metadata;
  links: { mandate: string; instalment_schedule?: string };
  /** Not GoCardless's: the failure a test asked for at the next submission. */
  plannedFailure?: FailureCause;
  retries: number;
}
export interface Refund {
  id: string;
  created_at: string;
  amount: number;
  currency: 'GBP';
  status: 'pending_submission' | 'submitted' | 'paid' | 'cancelled';
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
    mandates: new Map(),
    schedules: new Map(),
    payments: new Map(),
    refunds: new Map(),
    events: [],
    idempotency: new Map(),
    today,
  };
}

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
  };
  state.events.push(event);
  return event;
}
