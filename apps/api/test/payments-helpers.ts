import { eq } from 'drizzle-orm';
import { findEmulatedVehicle } from '@kestrel/emulators/ukvd/vehicles';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { outboxEmails, paymentOrders, transactions, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import type { TestContext } from './helpers';
import { kiaNiro } from '@kestrel/domain/catalogue/test-vehicles.fixture';
import { createOrderRequestFor } from '@kestrel/domain/purchase/order-request.fixture';

export const today = () => londonToday();

export function daysFromToday(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Spec §3's purchase payload for a vehicle, as the browser sends it (declared, on the current terms). */
export function purchaseBody(
  vehicle: {
    reg_num: string;
    make?: string;
    model?: string;
    fuel_type?: string;
    date_first_reg: string;
    size: number;
    mileage: number;
    drive_type?: '2WD' | '4x4';
    bhp: number;
  },
  plan = 'safe-1000-12',
  overrides: Record<string, unknown> = {},
) {
  const vehicleDetails = { make: 'FORD', model: 'FOCUS', fuel_type: 'petrol', drive_type: '2WD', ...vehicle };
  return {
    ...createOrderRequestFor(vehicleDetails, plan, { start: daysFromToday(1), purchased: daysFromToday(-200) }),
    ...overrides,
  };
}

/** A vehicle of the UKVD emulator's data set, as the details page would send it. */
export { kiaNiro };

/**
 * Another registration with the Niro's declared figures, sent as the details page would: for a
 * vehicle of the UKVD emulator's data set our lookup gives its figures and the mileage is its typical one, at or above the DVSA emulator's last reading
 * of it (a lower one is refused, DESIGN §8.3).
 */
export function emulatedVehicle(registration: string) {
  const mileage = findEmulatedVehicle(registration)?.typicalMileage ?? kiaNiro.mileage;
  return { ...kiaNiro, reg_num: registration, mileage };
}

export async function paypalControl(ctx: TestContext, path: string, body: unknown = {}, method = 'POST') {
  const res = await fetch(`${ctx.emulatorBaseUrl}/paypal/__control${path}`, {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PayPal emulator control ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{
    order?: unknown;
    calls?: { capture: number; create: number; get: number; refund: number };
  }>;
}

export async function createOrder(ctx: TestContext, token: string, body: unknown) {
  return call(ctx, {
    method: 'POST',
    url: '/api/warranty/create-paypal-order',
    token,
    payload: body as Record<string, unknown>,
  });
}

export async function capture(ctx: TestContext, token: string, orderID: string) {
  return call(ctx, {
    method: 'POST',
    url: '/api/warranty/capture-paypal-payment',
    token,
    payload: { order: { orderID, payerID: 'DEMOBUYER01' }, warrantyData: {} },
  });
}

/** A signed-in customer with an approved order for a vehicle, ready to capture. */
export async function approvedOrder(ctx: TestContext, vehicle = kiaNiro, plan = 'secure-2000-12') {
  const customer = await registerGuest(ctx);
  const created = await createOrder(ctx, customer.token, purchaseBody(vehicle, plan));
  if (created.statusCode !== 200) throw new Error(`create order: ${created.statusCode} ${created.body}`);
  const { orderID, amount } = created.json<{ orderID: string; amount: number }>();
  await paypalControl(ctx, `/orders/${orderID}/approve`);
  return { customer, orderID, amount };
}

/** Everything a user's purchases left in the database. */
export async function recordsOf(ctx: TestContext, userId: string) {
  const db = ctx.database.db;
  const [userWarranties, userTransactions, orders] = await Promise.all([
    db.select().from(warranties).where(eq(warranties.userId, userId)),
    db.select().from(transactions).where(eq(transactions.userId, userId)),
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)),
  ]);
  return { warranties: userWarranties, transactions: userTransactions, orders };
}

export async function confirmationsTo(ctx: TestContext, email: string) {
  const rows = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return rows.filter((row) => row.kind === 'order-confirmation');
}

let plate = 0;
/** A valid registration the vehicle-data emulator does not know: the customer types the vehicle in. */
export function unknownRegistration(): string {
  plate += 1;
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const n = (Date.now() + plate) % letters.length ** 3;
  const tail = [
    Math.floor(n / letters.length ** 2),
    Math.floor(n / letters.length) % letters.length,
    n % letters.length,
  ]
    .map((i) => letters[i])
    .join('');
  // 2002–2009 plates: old enough for any first registration date the tests type in.
  return `KX0${2 + (plate % 8)}${tail}`;
}

/** The dashboard's capture of an approved order on one of the customer's warranties (balance, arrears, pay-off). */
export const captureOnWarranty = (ctx: TestContext, token: string, warrantyId: string, orderID: string) =>
  call(ctx, {
    method: 'POST',
    url: `/api/warranty/capture-paypal-payment/${warrantyId}`,
    token,
    payload: { order: { orderID } },
  });
