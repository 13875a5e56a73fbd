import { nextPossibleChargeDate } from './collections';
import {
  CREDITOR_ID,
  gcId,
  recordEvent,
  timestamp,
  type BillingRequest,
  type Customer,
  type CustomerBankAccount,
  type GocardlessEvent,
  type GocardlessState,
  type Mandate,
} from './state';

/*
 * Making customers, bank accounts and mandates, shared by the API (POST /customers, /mandates,
 * billing request actions) and the hosted bank-details page. Every field GoCardless answers is
 * there, null when the emulator has nothing to put in it.
 */
export type CustomerFields = Partial<Omit<Customer, 'id' | 'created_at' | 'metadata'>> & {
  metadata?: Record<string, string> | undefined;
};

export function newCustomer(state: GocardlessState, fields: CustomerFields): Customer {
  const customer: Customer = {
    id: gcId('CU'),
    created_at: timestamp(),
    given_name: fields.given_name ?? null,
    family_name: fields.family_name ?? null,
    company_name: fields.company_name ?? null,
    email: fields.email ?? null,
    phone_number: fields.phone_number ?? null,
    address_line1: fields.address_line1 ?? null,
    address_line2: fields.address_line2 ?? null,
    address_line3: fields.address_line3 ?? null,
    city: fields.city ?? null,
    region: fields.region ?? null,
    postal_code: fields.postal_code ?? null,
    country_code: fields.country_code ?? 'GB',
    language: fields.language ?? 'en',
    danish_identity_number: null,
    swedish_identity_number: null,
    metadata: fields.metadata ?? {},
  };
  state.customers.set(customer.id, customer);
  return customer;
}

export function newBankAccount(
  state: GocardlessState,
  customerId: string,
  details: { holder: string; accountNumber: string; metadata?: Record<string, string> | undefined },
): CustomerBankAccount {
  const account: CustomerBankAccount = {
    id: gcId('BA'),
    created_at: timestamp(),
    account_holder_name: details.holder,
    account_number_ending: details.accountNumber.slice(-2),
    account_type: null,
    bank_account_token: null,
    bank_name: 'BARCLAYS BANK PLC',
    country_code: 'GB',
    currency: 'GBP',
    enabled: true,
    metadata: details.metadata ?? {},
    links: { customer: customerId },
  };
  state.bankAccounts.set(account.id, account);
  return account;
}

export function newMandate(
  state: GocardlessState,
  bankAccount: CustomerBankAccount,
  options: { reference?: string | undefined; metadata?: Record<string, string> | undefined; source: string | null },
): { mandate: Mandate; event: GocardlessEvent } {
  const mandate: Mandate = {
    id: gcId('MD'),
    created_at: timestamp(),
    reference: options.reference ?? `KESTREL-${gcId('').slice(0, 6)}`,
    scheme: 'bacs',
    status: 'pending_submission',
    next_possible_charge_date: nextPossibleChargeDate(state),
    payments_require_approval: false,
    authorisation_source: options.source,
    consent_type: null,
    consent_parameters: null,
    funds_settlement: 'managed',
    verified_at: null,
    metadata: options.metadata ?? {},
    links: { creditor: CREDITOR_ID, customer: bankAccount.links.customer, customer_bank_account: bankAccount.id },
  };
  state.mandates.set(mandate.id, mandate);
  return { mandate, event: recordEvent(state, 'mandates', 'created', { mandate: mandate.id }) };
}

/**
 * A billing request with its customer and bank account collected becomes fulfilled: the mandate
 * is made and linked. Returns the events, or null when something is still to collect.
 */
export function fulfil(state: GocardlessState, request: BillingRequest): GocardlessEvent[] | null {
  const bankAccount = request.resources.customer_bank_account;
  if (!request.resources.customer || !bankAccount) return null;
  const { mandate, event } = newMandate(state, bankAccount, {
    metadata: request.mandate_request.metadata ?? undefined,
    source: 'web',
  });
  request.status = 'fulfilled';
  for (const action of request.actions) action.status = 'completed';
  request.links = { ...request.links, mandate_request_mandate: mandate.id };
  return [
    event,
    recordEvent(state, 'billing_requests', 'fulfilled', {
      billing_request: request.id,
      mandate_request_mandate: mandate.id,
    }),
  ];
}

/** The customer's details collected on a billing request: a new customer, or the linked one updated. */
export function collectCustomer(state: GocardlessState, request: BillingRequest, fields: CustomerFields): Customer {
  const existing = request.links.customer ? state.customers.get(request.links.customer) : undefined;
  const customer = existing ? Object.assign(existing, fields) : newCustomer(state, fields);
  request.links = { ...request.links, customer: customer.id };
  request.resources.customer = customer;
  return customer;
}

/** The bank account collected on a billing request (the customer too, when not yet collected). */
export function collectBankAccount(
  state: GocardlessState,
  request: BillingRequest,
  details: { holder: string; accountNumber: string },
): CustomerBankAccount {
  const customer = request.resources.customer ?? collectCustomer(state, request, {});
  const account = newBankAccount(state, customer.id, details);
  request.links = { ...request.links, customer_bank_account: account.id };
  request.resources.customer_bank_account = account;
  if (request.status === 'pending') request.status = 'ready_to_fulfil';
  return account;
}
