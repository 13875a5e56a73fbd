import type { MyWarrantiesAnswer, Transaction, Warranty } from '@kestrel/domain/schemas/dashboard';
import type { CaptureAnswer } from '@kestrel/domain/schemas/purchase';
import { call, registerGuest } from './accounts-helpers';
import type { TestContext } from './helpers';
import { popplerRead } from './pdf-reader';
import { capture, createOrder, paypalControl, purchaseBody, unknownRegistration } from './payments-helpers';

type Customer = Awaited<ReturnType<typeof registerGuest>>;

/** A hand-typed 2019 Ford Focus with a registration of its own, so each purchase may stand. */
export const typedFocus = () => ({
  reg_num: unknownRegistration(),
  make: 'FORD',
  model: 'FOCUS',
  fuel_type: 'petrol',
  date_first_reg: '2019-03-14',
  size: 998,
  mileage: 41_000,
  drive_type: '2WD' as const,
  bhp: 123,
});

/** Buys a warranty through the API and the PayPal emulator, as the browser would. */
export async function buyWarranty(ctx: TestContext, customer?: Customer, plan = 'secure-2000-12') {
  const buyer = customer ?? (await registerGuest(ctx));
  const vehicle = typedFocus();
  const created = await createOrder(ctx, buyer.token, purchaseBody(vehicle, plan));
  if (created.statusCode !== 200) throw new Error(`create order: ${created.statusCode} ${created.body}`);
  const { orderID, amount } = created.json<{ orderID: string; amount: number }>();
  await paypalControl(ctx, `/orders/${orderID}/approve`);
  const captured = await capture(ctx, buyer.token, orderID);
  if (captured.statusCode !== 200) throw new Error(`capture: ${captured.statusCode} ${captured.body}`);
  const { warranty, transaction } = captured.json<CaptureAnswer>();
  return {
    customer: buyer,
    warrantyId: warranty._id,
    transactionId: transaction._id,
    references: { warranty: warranty.reference, order: warranty.order_reference, receipt: transaction.reference },
    orderID,
    amount,
    vehicle,
  };
}

/** The demo's stand-in for the back office's actions (mounted with the emulators only). */
export async function staff(
  ctx: TestContext,
  warrantyId: string,
  change: { status?: string; startDate?: string; balanceDue?: number; purchasedAt?: string },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/__emulators/staff/warranties/${warrantyId}`,
    payload: change,
  });
  if (res.statusCode !== 200) throw new Error(`staff: ${res.statusCode} ${res.body}`);
}

export async function myWarranties(ctx: TestContext, token: string, active = false) {
  const res = await call(ctx, { url: `/api/warranty/my-warranties${active ? '?active=true' : ''}`, token });
  if (res.statusCode !== 200) throw new Error(`my-warranties: ${res.statusCode} ${res.body}`);
  return res.json<MyWarrantiesAnswer>();
}

export async function myWarranty(ctx: TestContext, token: string, id: string): Promise<Warranty> {
  const res = await call(ctx, { url: `/api/warranty/my-warranty/${id}`, token });
  if (res.statusCode !== 200) throw new Error(`my-warranty: ${res.statusCode} ${res.body}`);
  return res.json<{ warranty: Warranty }>().warranty;
}

export async function myTransactions(ctx: TestContext, token: string): Promise<Transaction[]> {
  const res = await call(ctx, { url: '/api/transaction/my-transactions', token });
  if (res.statusCode !== 200) throw new Error(`my-transactions: ${res.statusCode} ${res.body}`);
  return res.json<{ transactions: Transaction[] }>().transactions;
}

/** The text of a PDF as Debian's pdftotext reads it (poppler-utils), and its page count. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const { text, pages } = await popplerRead(pdf);
  return { text, pages };
}
