import type { APIRequestContext, Page } from '@playwright/test';
import { createOrderRequestFor } from '@kestrel/domain/purchase/order-request.fixture';
import { expect } from './fixtures';

let plates = 0;
/**
 * A valid registration the vehicle-data emulator does not know, unique to this run and project:
 * `prefix`, then the age identifier (`age`, or a 2002–2009 one), then three letters.
 */
export function freshRegistration(prefix: string, age?: string): string {
  plates += 1;
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const n = (Date.now() * 7 + plates * 131 + Math.floor(Math.random() * 10_000)) % letters.length ** 3;
  const tail = [n % letters.length, Math.floor(n / letters.length) % letters.length, Math.floor(n / 529) % 23]
    .map((i) => letters[i])
    .join('');
  // 2002–2009 plates: old enough for the first registration dates the tests type in (a plate
  // newer than its vehicle is refused).
  return `${prefix}${age ?? `0${2 + (plates % 8)}`}${tail}`;
}

export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

export interface Bought {
  warrantyId: string;
  transactionId: string;
  /** The certificate, order and receipt numbers the customer reads. */
  references: { warranty: string; order: string; receipt: string };
  orderID: string;
  amount: number;
  registration: string;
}

/**
 * Buys a warranty through the API and the PayPal emulator as the browser would (create the order,
 * approve it on PayPal's side, capture), for a hand-typed vehicle with its own registration.
 */
export async function buyByApi(
  request: APIRequestContext,
  token: string,
  plan: string,
  registration = freshRegistration('KD'),
  /** At or above the DVSA emulator's last reading for an emulator registration (DESIGN §8.3). */
  mileage = 38_000,
): Promise<Bought> {
  const headers = { authorization: `Bearer ${token}` };
  const { orderID, amount } = await approvedOrderByApi(request, token, plan, registration, mileage);
  const captured = await request.post('/api/warranty/capture-paypal-payment', {
    headers,
    data: { order: { orderID, payerID: 'DEMOBUYER01' } },
  });
  expect(captured.status(), await captured.text()).toBe(200);
  const { warranty, transaction } = (await captured.json()) as {
    warranty: { _id: string; reference: string; order_reference: string };
    transaction: { _id: string; reference: string };
  };
  return {
    warrantyId: warranty._id,
    transactionId: transaction._id,
    references: { warranty: warranty.reference, order: warranty.order_reference, receipt: transaction.reference },
    orderID,
    amount,
    registration,
  };
}

/** The order body for a hand-typed 2019 Vauxhall Astra, starting tomorrow, bought 300 days ago. */
function typedAstraOrder(plan: string, registration: string, mileage: number) {
  const vehicleDetails = {
    reg_num: registration,
    make: 'VAUXHALL',
    model: 'ASTRA',
    fuel_type: 'petrol',
    date_first_reg: '2019-05-20',
    size: 1399,
    mileage,
    drive_type: '2WD',
    bhp: 148,
  };
  return createOrderRequestFor(vehicleDetails, plan, { start: isoDaysFromToday(1), purchased: isoDaysFromToday(-300) });
}

/**
 * Buys a warranty monthly through the API as the browser would: the Direct Debit started, the
 * GoCardless emulator's bank-details page filled in (its form posted), then completed on return.
 */
export async function buyMonthlyByApi(
  request: APIRequestContext,
  token: string,
  registration = freshRegistration('KM'),
  plan = 'safe-1000-12',
): Promise<{ warrantyId: string; reference: string; registration: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/warranty/direct-debit/start', {
    headers,
    data: typedAstraOrder(plan, registration, 38_000),
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, authorisationUrl } = (await started.json()) as { reference: string; authorisationUrl: string };
  const filled = await request.post(authorisationUrl, {
    form: { name: 'Alex Driver', sortCode: '20-00-00', accountNumber: '55779911', confirm: 'yes' },
    maxRedirects: 0,
  });
  expect(filled.status(), await filled.text()).toBe(303);
  const completed = await request.post('/api/warranty/direct-debit/complete', { headers, data: { reference } });
  expect(completed.status(), await completed.text()).toBe(200);
  const { warranty } = (await completed.json()) as { warranty: { _id: string } };
  return { warrantyId: warranty._id, reference, registration };
}

/** An order created through the API and approved on PayPal's side, not yet captured. */
export async function approvedOrderByApi(
  request: APIRequestContext,
  token: string,
  plan: string,
  registration = freshRegistration('KD'),
  mileage = 38_000,
): Promise<{ orderID: string; amount: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/warranty/create-paypal-order', {
    headers,
    data: typedAstraOrder(plan, registration, mileage),
  });
  expect(created.status(), await created.text()).toBe(200);
  const { orderID, amount } = (await created.json()) as { orderID: string; amount: number };
  const approved = await request.post(`/__emulators/paypal/__control/orders/${orderID}/approve`, { data: {} });
  expect(approved.status()).toBe(200);
  return { orderID, amount };
}

/** The demo's stand-in for the back office (mounted with the emulators only). */
export async function staffSets(
  request: APIRequestContext,
  warrantyId: string,
  change: { status?: string; startDate?: string; balanceDue?: number; purchasedAt?: string },
) {
  const res = await request.post(`/__emulators/staff/warranties/${warrantyId}`, { data: change });
  expect(res.status(), await res.text()).toBe(200);
}

export const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Step 2's manual form (the lookup had nothing), filled for a 2019 Skoda Octavia diesel. */
export async function fillTypedOctavia(page: Page, drive: '2WD' | '4x4') {
  await page.getByRole('textbox', { name: 'Make' }).fill('Skoda');
  await page.getByRole('textbox', { name: 'Model' }).fill('Octavia');
  await page.getByRole('combobox', { name: 'Fuel type' }).selectOption('Diesel');
  await page.getByLabel('Date of first registration').fill('2019-05-20');
  await page.getByRole('textbox', { name: 'Engine size (cc)' }).fill('1968');
  await page.getByRole('textbox', { name: 'Power (bhp)' }).fill('148');
  await page.getByRole('radio', { name: drive }).check();
}

/** The payment page's declaration: ticked before the pay button goes to PayPal. */
export async function declare(page: Page) {
  await page.getByRole('checkbox', { name: /I know of no fault with the vehicle/ }).check();
}

/** From "Choose your cover" on through step 3 (start tomorrow, bought 400 days ago, serviced) to "Your quote". */
export async function coverAndWarrantyDetails(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your cover' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your warranty details' })).toBeVisible();
  await page.getByLabel('Plan Start Date').fill(isoDaysFromToday(1));
  await page.getByLabel('Purchase Date').fill(isoDaysFromToday(-400));
  await page.getByRole('group', { name: 'Service History' }).getByText('Yes').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
}
