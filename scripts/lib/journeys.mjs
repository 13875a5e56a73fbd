// What visitors do, as HTTP calls against a running site: browse pages, get a quote, register,
// and buy a warranty through the PayPal emulator (create order → approve on the emulator's
// page → capture), as the browser would. Each call is timed and reported to `record`.

import { readFileSync } from 'node:fs';

/** Vehicles of the emulator's data set, for quotes. */
const knownRegistrations = ['AB12CDE', 'YD68VAN', 'AA19EEE', 'GX22RTU'];
const plans = ['safe-1000-12', 'secure-2000-12', 'supreme-3000-24'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The version of the terms a buyer agrees to (TERMS_VERSION in the domain package), read from its
 * source so these plain-JavaScript scripts send what the browser sends with the declaration.
 */
export const termsVersion = (() => {
  const source = readFileSync(new URL('../../packages/domain/src/purchase/key-facts.ts', import.meta.url), 'utf8');
  const version = /export const TERMS_VERSION = '([\d-]+)'/.exec(source)?.[1];
  if (!version) throw new Error('TERMS_VERSION not found in packages/domain/src/purchase/key-facts.ts');
  return version;
})();

const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const plateLetters = 'ABCDEFGHJKLMNPRSTUVWXY';
/** Two letters per process, so runs against one database rarely meet. */
const platePrefix = 'W' + plateLetters[process.pid % plateLetters.length];
let serial = Math.floor(Math.random() * 1000);
/**
 * A registration no data set knows and no other buyer of this process has used (one live
 * warranty per vehicle), in the current format (two letters, age identifier 20 for a car first
 * registered in mid-2020, three letters). Buyers type such vehicles in.
 */
export function unusedRegistration() {
  serial += 1;
  const tail = [2, 1, 0].map((i) => plateLetters[Math.floor(serial / plateLetters.length ** i) % plateLetters.length]);
  return `${platePrefix}20${tail.join('')}`;
}

export class CallError extends Error {
  constructor(name, status, body) {
    super(`${name}: HTTP ${status} ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * A client of one site. `record({ name, status, ms, error })` hears of every call; a network
 * error is status 0. Calls that do not answer as expected throw a CallError. `dispatcher` (an
 * undici Agent) sets how it connects, such as from which local address.
 */
export function siteClient(base, { record = () => {}, timeoutMs = 30_000, dispatcher } = {}) {
  async function call(name, path, { method = 'GET', token, json, form, expect = [200], headers = {} } = {}) {
    const started = performance.now();
    let status = 0;
    let body;
    try {
      const res = await fetch(path.startsWith('http') ? path : base + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        body: json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        dispatcher,
      });
      status = res.status;
      const text = await res.text();
      body = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      record({ name, status: 0, ms: performance.now() - started, error: error.cause?.code ?? error.name });
      throw new CallError(name, 0, String(error.cause?.code ?? error.message));
    }
    record({ name, status, ms: performance.now() - started });
    if (!expect.includes(status)) throw new CallError(name, status, body);
    return { status, body };
  }
  return { base, call, dispatcher };
}

/** A reader of the home page and two other public pages. */
export async function browse(site, pages) {
  await site.call('page', '/');
  await site.call('page', pick(pages));
  await site.call('page', pick(pages));
}

/** Looks a vehicle up and prices every plan for it, as the home page and step 2 do. */
export async function quote(site) {
  const { body } = await site.call('vehicle lookup', `/api/vehicle/lookup?reg=${pick(knownRegistrations)}`);
  const v = body.vehicle;
  const query = new URLSearchParams({
    engineSize: String(v.engineSize),
    bhp: String(v.bhp),
    driveType: v.driveType,
    mileage: String(20_000 + Math.floor(Math.random() * 80_000)),
    dateFirstReg: v.registeredDate,
  });
  await site.call('quote', `/api/level/plan/?${query}`);
}

let people = 0;
/** Registers a guest (step 1 of a purchase) and reads the profile; answers the bearer token. */
export async function register(site) {
  people += 1;
  const email = `load.${process.pid}.${Date.now().toString(36)}.${people}@example.com`;
  const { body } = await site.call('register', '/api/user/register', {
    method: 'POST',
    json: {
      firstname: 'Sam',
      lastname: 'Okafor',
      email,
      mobile_no: '07911 123456',
      addr: { address: '4 Mill Lane', city: 'Derby', postcode: 'DE1 1AA' },
    },
  });
  await site.call('profile', '/api/user/profile', { token: body.token });
  return { token: body.token, email };
}

/**
 * A new guest up to the payment step for a vehicle they type in: registered, the registration
 * checked, the plans priced; answers the buyer and the purchase request the payment step sends.
 */
async function readyToPay(site, { phase = () => {}, registration = unusedRegistration() } = {}) {
  phase('register');
  const buyer = await register(site);
  phase('check');
  await site.call('registration check', '/api/warranty/check', { method: 'POST', json: { reg_num: registration } });
  phase('quote');
  const vehicle = {
    reg_num: registration,
    make: 'VAUXHALL',
    model: 'ASTRA',
    fuel_type: 'petrol',
    date_first_reg: '2020-06-01',
    size: 1399,
    mileage: 38_000,
    drive_type: '2WD',
    bhp: 143,
  };
  await site.call(
    'quote',
    `/api/level/plan/?engineSize=1399&bhp=143&driveType=2WD&mileage=38000&dateFirstReg=2020-06-01&reg=${registration}`,
  );
  const plan = pick(plans);
  const request = {
    planID: plan,
    bhp: vehicle.bhp,
    eng_size: vehicle.size,
    drive_type: vehicle.drive_type,
    warrantyData: {
      vehicleDetails: vehicle,
      start_date: isoDay(1),
      vehicleInfo: { purchase_date: isoDay(-120), service_history: true },
      plan,
    },
    declaration: true,
    termsVersion,
  };
  return { buyer, request };
}

/**
 * A new guest who chooses to pay monthly: up to the payment step, then the Direct Debit start
 * (order, GoCardless billing request and its flow); answers the start's answer. The bank-details
 * page is GoCardless's, so the journey stops where the browser would leave for it.
 */
export async function startMonthly(site, { registration = unusedRegistration() } = {}) {
  const { buyer, request } = await readyToPay(site, { registration });
  const { body } = await site.call('monthly start', '/api/warranty/direct-debit/start', {
    method: 'POST',
    token: buyer.token,
    json: request,
  });
  return body;
}

/**
 * A whole purchase by a new guest of a vehicle they type in. `phase(name)` is told before each
 * step (register, check, quote, create, approve, capture, dashboard), so a fault script can strike
 * in a chosen one. Answers the provider's order id, the buyer's token and the capture's answer.
 */
export async function buy(site, { phase = () => {}, registration = unusedRegistration() } = {}) {
  const { buyer, request } = await readyToPay(site, { phase, registration });
  phase('create');
  const { body: order } = await site.call('create order', '/api/warranty/create-paypal-order', {
    method: 'POST',
    token: buyer.token,
    json: request,
  });
  const result = { orderID: order.orderID, token: buyer.token, amount: order.amount };
  phase('approve', result);
  const approve = new URL(order.approveUrl, site.base);
  await site.call('approve page', approve.href);
  await site.call('approve', new URL('checkoutnow/pay', approve).href, {
    method: 'POST',
    form: { token: order.orderID },
    expect: [303],
  });
  phase('capture', result);
  result.capture = await capture(site, result);
  phase('dashboard', result);
  await site.call('my warranties', '/api/warranty/my-warranties', { token: buyer.token });
  return result;
}

/** The browser's capture call after the buyer approved (also its retry after an error). */
export async function capture(site, { orderID, token }) {
  const { body } = await site.call('capture', '/api/warranty/capture-paypal-payment', {
    method: 'POST',
    token,
    json: { order: { orderID, payerID: 'KESTRELBUYER1' }, warrantyData: {} },
  });
  return body;
}
