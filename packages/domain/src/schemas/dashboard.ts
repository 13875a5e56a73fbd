import { z } from 'zod';
import { levelIds } from '../catalogue/levels';
import { printedReferenceSchema } from '../references/reference-schema';
import { approvedOrderSchema, warrantyStatuses } from './purchase';
import { driveTypes, fuelTypes } from './vehicle';

/**
 * The customer's dashboard calls of spec §7, with DESIGN §2's status values, pay option,
 * cooling-off and documents. Money is integer pence; dates are ISO `yyyy-MM-dd` calendar dates
 * (UK), instants are ISO date-times.
 */

export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
export type IdParams = z.infer<typeof idParamsSchema>;

const coverStates = ['upcoming', 'active', 'expired'] as const;

export const warrantySchema = z.object({
  _id: z.uuid(),
  /** The certificate number the customer reads and quotes: `KW-26-0042137`. */
  reference: printedReferenceSchema,
  /** The purchase order's reference: `KO-26-0000015`. */
  order_reference: printedReferenceSchema,
  plan: z.object({
    /** The catalogue plan id, e.g. `secure-2000-12`. */
    _id: z.string(),
    /** "Secure, £2,000 per claim, 12 months". */
    name: z.string(),
    level: z.object({ _id: z.enum(levelIds), level: z.string() }),
    /** Pence per claim. */
    claimLimit: z.number().int(),
    month: z.number().int(),
  }),
  vehicleDetails: z.object({
    reg_num: z.string(),
    make: z.string(),
    model: z.string(),
    fuelType: z.enum(fuelTypes),
    engineSize: z.number().int(),
    bhp: z.number().int(),
    driveType: z.enum(driveTypes),
    milage: z.number().int(),
    registeredDate: z.string(),
    /** False when the customer typed the vehicle in because our lookup had nothing. */
    verified: z.boolean(),
  }),
  user: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), mobile_no: z.string() }),
  status: z.object({ value: z.enum(warrantyStatuses), label: z.string() }),
  /** The price paid at purchase, in pence. */
  amount: z.number().int(),
  /** Raised by staff after inspection; paid from the dashboard. */
  balance_due: z.number().int(),
  createdAt: z.iso.datetime(),
  /** UK calendar date of the purchase. */
  purchase_date: z.string(),
  start_date: z.string(),
  expiry_date: z.string(),
  /** Derived from the dates once the inspection has passed; null until then or once closed. */
  cover_state: z.enum(coverStates).nullable(),
  /** Whole days of cover left counting today (0 once ended). */
  remaining_days: z.number().int(),
  /** The certificate, when issued (DESIGN §2 "Documents"); null otherwise. */
  document: z.object({ url: z.string() }).nullable(),
  /** The purchase payment's transaction, whose receipt the purchase history downloads. */
  receipt_id: z.uuid().nullable(),
  /** That receipt's number: `KR-26-0000015`. */
  receipt_reference: printedReferenceSchema.nullable(),
  can_cancel: z.boolean(),
  /** Why "Cancel and refund" is not offered inside the 14 days: a claim was made (DESIGN §8.1). */
  cancel_note: z.string().nullable(),
  /**
   * The warranty's one open claim (issue #36), which a new claim waits for: where "Make a claim"
   * would be, the customer is shown "Claim in progress" and a link to it. Null when none is open.
   */
  open_claim: z.object({ id: z.uuid(), reference: printedReferenceSchema }).nullable(),
  can_renew: z.boolean(),
  can_pay: z.boolean(),
  /**
   * The day the vehicle's MOT is due by on the DVSA record we hold (DESIGN §9.3), the date the MOT
   * reminders go by; null when unknown, or once the warranty is closed or its cover has ended.
   */
  mot_due: z.iso.date().nullable(),
});
export type Warranty = z.infer<typeof warrantySchema>;

export const myWarrantiesQuerySchema = z.strictObject({
  active: z.enum(['true', 'false'], { error: 'active is true or false' }).optional(),
});

/**
 * `activeWarranty.warranties` are the warranties in force today (the Active Warranties table).
 * `warranties` are all of the customer's warranties, newest first; with `?active=true`, only those
 * still current: all but expired cover, so a cancelled or refunded warranty stays in sight with its
 * status (the dashboard's cards).
 */
export const myWarrantiesAnswerSchema = z.object({
  activeWarranty: z.object({
    active: z.number().int(),
    upcoming: z.number().int(),
    expired: z.number().int(),
    warranties: z.array(warrantySchema),
  }),
  warranties: z.array(warrantySchema),
});
export type MyWarrantiesAnswer = z.infer<typeof myWarrantiesAnswerSchema>;

export const myWarrantyAnswerSchema = z.object({ warranty: warrantySchema });

export const transactionSchema = z.object({
  _id: z.uuid(),
  /** Its receipt number: `KR-26-0000015`. */
  reference: printedReferenceSchema,
  /** The payment provider's id of the capture or refund. */
  source_id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** The provider's status, e.g. COMPLETED. */
  status: z.string(),
  /** The plan's name. */
  plan: z.string(),
  reg_num: z.string(),
  warranty_id: z.uuid().nullable(),
  /** The certificate number of the warranty it paid for or refunded. */
  warranty_reference: printedReferenceSchema.nullable(),
  method: z.string(),
  /** Pence; a refund is a positive amount of kind refund. */
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const myTransactionsAnswerSchema = z.object({ transactions: z.array(transactionSchema) });
export const myTransactionAnswerSchema = z.object({ transaction: transactionSchema });

/**
 * GET /api/warranty/{id}/pay-now: what a card payment on this warranty (the balance order) will
 * charge and what it covers, priced by the server exactly as the order is: a monthly plan's missed
 * collections payable by card (paid first) and the balance raised after inspection. Pence.
 */
export const payNowAnswerSchema = z.object({
  arrears: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PayNowAnswer = z.infer<typeof payNowAnswerSchema>;

/** POST /api/warranty/capture-paypal-payment/{id}: the balance order the buyer approved. */
export const balanceCaptureRequestSchema = z.strictObject({ order: approvedOrderSchema });

/** POST /api/warranty/cancel/{id}: cooling-off cancellation, refunded in full. */
export const cancelAnswerSchema = z.object({
  message: z.string(),
  warranty: warrantySchema,
  /** Pence refunded. */
  refunded: z.number().int(),
});
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;
