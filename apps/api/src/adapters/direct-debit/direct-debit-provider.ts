/**
 * What the direct-debit module needs from a Direct Debit provider (GoCardless, CONTRACTS §7), in
 * our own words: amounts are integer pence, statuses are our unions, and no wire field reaches the
 * module. The production adapter (gocardless-adapter.ts) speaks GoCardless's wire format and does
 * all the mapping; it is tested against the emulator (packages/emulators/src/gocardless) over real
 * HTTP. Every create is keyed by our own record (`key`), so a retry makes nothing twice.
 */
import type { InstalmentStatus } from '@kestrel/domain/direct-debit/instalment-status';

/** A request for a new mandate: the customer has yet to finish, has finished (it names the mandate), or gave up. */
export type MandateRequestStatus = 'waiting' | 'fulfilled' | 'cancelled';

export interface ProviderMandateRequest {
  id: string;
  status: MandateRequestStatus;
  /** The mandate the customer set up, once there is one. */
  mandateId: string | null;
}

/** Whom a new mandate is for: a monthly purchase (our order), a change of a plan's bank account, or a new owner taking a plan over. */
export type MandateRequestPurpose =
  | { kind: 'purchase'; orderId: string }
  | { kind: 'bank-details-change'; planReference: string; replacesMandateId: string | null }
  | { kind: 'transfer-takeover'; planReference: string; transferId: string };

/** A mandate that can still be collected on (being set up, or active), cancelled, or otherwise unusable. */
export type MandateStatus = 'collectable' | 'cancelled' | 'unusable';

export interface ProviderMandate {
  id: string;
  status: MandateStatus;
  /** The reference the customer sees on their bank statement. */
  reference: string | null;
  /** The first day a collection on it may be charged, when the provider says. */
  earliestChargeDate: string | null;
}

/** The customer's details, prefilled on the provider's bank-details page. */
export interface Payer {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** One collection of a schedule: our instalment's status (a provider never says `refunded`). */
export interface ProviderCollection {
  id: string;
  status: Exclude<InstalmentStatus, 'refunded'>;
  amountPence: number;
  /** The day it is (or was) charged, ISO. */
  chargeDate: string;
  mandateId: string;
}

export interface ProviderSchedule {
  id: string;
  totalPence: number;
}

export interface ScheduleInput {
  /** Our own record the schedule is for: the same key finds the schedule already made. */
  key: string;
  name: string;
  mandateId: string;
  totalPence: number;
  instalments: readonly { chargeDate: string; amountPence: number }[];
  planReference: string;
}

export interface ProviderRefund {
  id: string;
  amountPence: number;
}

/** The provider's own record of an event, kept as it came: the back office's event log. */
export interface ProviderEventRecord {
  resourceType: string;
  action: string;
  links: Record<string, string>;
  details: Record<string, unknown>;
}

/** A provider's event in our words, with its record. */
export interface DirectDebitEvent {
  id: string;
  /** The collection it is about, when it is about one. */
  collectionId: string | null;
  /** True when it says that collection failed. */
  collectionFailed: boolean;
  /** The provider's cause, when it gives one (a failure's cause says whether a retry may help). */
  cause: string | null;
  record: ProviderEventRecord;
}

export interface DirectDebitProvider {
  /** A new mandate request (with `key`, made once); the customer fills it in on `bankDetailsPage`. */
  requestMandate(key: string, purpose: MandateRequestPurpose): Promise<ProviderMandateRequest>;
  mandateRequest(id: string): Promise<ProviderMandateRequest>;
  /** The address of the provider's hosted page where the customer gives their bank details. */
  bankDetailsPage(input: {
    mandateRequestId: string;
    returnUrl: string;
    exitUrl: string;
    payer: Payer;
  }): Promise<string>;
  mandate(id: string): Promise<ProviderMandate>;
  stopMandate(id: string): Promise<void>;
  /** The collections of a plan, on the dates given, as one schedule on a mandate. */
  scheduleCollections(input: ScheduleInput): Promise<ProviderSchedule>;
  /** No further collections of this schedule. */
  stopSchedule(id: string): Promise<void>;
  collectionsOf(scheduleId: string): Promise<ProviderCollection[]>;
  collection(id: string): Promise<ProviderCollection>;
  /** Asks for a failed collection again. */
  retryCollection(id: string): Promise<ProviderCollection>;
  /** Refunds a collection in full; `key` (our transaction's id) makes it once. */
  refundCollection(input: { key: string; collectionId: string; amountPence: number }): Promise<ProviderRefund>;
  /**
   * The events of a webhook delivery, after checking its signature on the raw bytes: an
   * InvalidWebhookSignatureError when it does not match, a DirectDebitProviderError when the body
   * cannot be read.
   */
  readWebhook(rawBody: string, signature: string | undefined): DirectDebitEvent[];
}

/** A call the provider refused (4xx, with its reason) or could not answer (no status). */
export class DirectDebitProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'DirectDebitProviderError';
  }
}

export class InvalidWebhookSignatureError extends Error {
  constructor() {
    super('Invalid Webhook-Signature');
    this.name = 'InvalidWebhookSignatureError';
  }
}

/**
 * No provider: monthly payments are turned off (MONTHLY_PAYMENTS=off, or GoCardless not
 * configured). The back office still shows the plans there are; every call refuses, as an
 * unreachable provider would, and nothing is offered that would make one.
 */
export const noDirectDebitProvider: DirectDebitProvider = (() => {
  const off = () => new DirectDebitProviderError('Monthly payments are turned off', null);
  const refuse = () => Promise.reject(off());
  return {
    requestMandate: refuse,
    mandateRequest: refuse,
    bankDetailsPage: refuse,
    mandate: refuse,
    stopMandate: refuse,
    scheduleCollections: refuse,
    stopSchedule: refuse,
    collectionsOf: refuse,
    collection: refuse,
    retryCollection: refuse,
    refundCollection: refuse,
    readWebhook: () => {
      throw off();
    },
  };
})();
