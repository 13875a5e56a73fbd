import { z } from 'zod';
import { monthlyCancelReasons } from '../direct-debit/cancellation';
import { instalmentStatuses } from '../direct-debit/instalment-status';
import { monthlyPlanStatuses } from '../direct-debit/plan-status';
import { paymentProviders } from '../payments/orders';
import { printedReferenceSchema, referenceSchemaOf } from '../references/reference-schema';
import { registrationSchema } from './vehicle';

/**
 * The calls of buying monthly by Direct Debit (DESIGN §8.2). The start call takes the same body as
 * create-paypal-order (`purchaseOrderRequestSchema`): the server prices it and never reads an
 * amount from the browser.
 */

/** One instalment as the customer sees it: number, charge date (once known), amount in pence, status. */
export const instalmentViewSchema = z.object({
  number: z.number().int().positive(),
  charge_date: z.string().nullable(),
  amount: z.number().int().positive(),
  status: z.enum(instalmentStatuses),
  failure_reason: z.string().nullable().optional(),
  /**
   * Once collected: who took the money, `gocardless` (the Direct Debit) or `paypal` (missed and then
   * paid by card), so a refund goes back the way it came. Null before it is collected.
   */
  paid_by: z.enum(paymentProviders).nullable().optional(),
});
export type InstalmentView = z.infer<typeof instalmentViewSchema>;

// --- GET /api/warranty/direct-debit/mandate ---------------------------------------------------

/**
 * Which Direct Debit a monthly purchase of a vehicle would be collected on (DESIGN §8.2 "Renewal"):
 * `existing`, the customer's mandate for that vehicle (a renewal: no bank-details page, nothing to
 * set up), or `new`, one set up on GoCardless's hosted page. The server decides; the payment step
 * says what will happen.
 */
export const monthlyMandateUses = ['existing', 'new'] as const;
export type MonthlyMandateUse = (typeof monthlyMandateUses)[number];

export const monthlyMandateQuerySchema = z.strictObject({ reg_num: registrationSchema });
export type MonthlyMandateQuery = z.infer<typeof monthlyMandateQuerySchema>;

export const monthlyMandateAnswerSchema = z.object({
  mandate: z.enum(monthlyMandateUses),
  /** The existing mandate's reference, as on the customer's bank statement (null for a new one). */
  mandate_reference: z.string().nullable(),
});
export type MonthlyMandateAnswer = z.infer<typeof monthlyMandateAnswerSchema>;

// --- POST /api/warranty/direct-debit/start -----------------------------------------------------

export const startMonthlyAnswerSchema = z.object({
  /** The plan's reference, `KD-26-0000015`, also in the return address. */
  reference: printedReferenceSchema,
  order_reference: printedReferenceSchema,
  /** The price, in pence: the sum of the instalments. */
  amount: z.number().int().positive(),
  months: z.number().int().positive(),
  /** The first (largest) instalment: "£X a month". */
  monthly: z.number().int().positive(),
  /** The amounts, before the charge dates are known (they follow the mandate). */
  instalments: z.array(instalmentViewSchema),
  vehicleVerified: z.boolean(),
  /** `existing`: collected on the mandate the customer already has (a renewal); `new`: set up at GoCardless. */
  mandate: z.enum(monthlyMandateUses),
  /** GoCardless's hosted bank-details page (the emulator's in demo mode), or our return page for an existing mandate. */
  authorisationUrl: z.string(),
});
export type StartMonthlyAnswer = z.infer<typeof startMonthlyAnswerSchema>;

// --- POST /api/warranty/direct-debit/complete --------------------------------------------------

export const completeMonthlyRequestSchema = z.strictObject({ reference: referenceSchemaOf('directDebit') });
export type CompleteMonthlyRequest = z.infer<typeof completeMonthlyRequestSchema>;

export { isLivePlan, livePlanStatuses, monthlyPlanStatuses, type MonthlyPlanStatus } from '../direct-debit/plan-status';

/** A monthly plan: its schedule, what is owed and what comes next. */
export const monthlyPlanViewSchema = z.object({
  reference: printedReferenceSchema,
  status: z.enum(monthlyPlanStatuses),
  warranty_id: z.string().nullable(),
  warranty_reference: printedReferenceSchema.nullable(),
  amount: z.number().int().positive(),
  /** GoCardless's mandate reference, which appears on the customer's bank statement. */
  mandate_reference: z.string().nullable(),
  instalments: z.array(instalmentViewSchema),
  next_collection: z.object({ charge_date: z.string(), amount: z.number().int() }).nullable(),
  /** Pence unpaid from failed collections. */
  arrears: z.number().int().nonnegative(),
  /** Pence of those the customer may pay by card now (none while a GoCardless retry is under way). */
  arrears_payable_by_card: z.number().int().nonnegative(),
  /** When arrears began, the days the rules give (retry, suspension, cancellation). */
  arrears_dates: z.object({ retryOn: z.string(), suspendOn: z.string(), cancelOn: z.string() }).nullable(),
  /**
   * The day we will try a failed collection again by Direct Debit, as the missed-payment e-mail
   * promised (a cause that allows a retry, not yet retried); null when no retry is to come.
   */
  retry_on: z.string().nullable().optional(),
  /** Once cancelled: why (refunded in cooling-off, stopped, arrears), when, and the last day of cover paid for. */
  cancellation: z
    .object({
      reason: z.enum(monthlyCancelReasons),
      cancelled_on: z.string().nullable(),
      cover_ends_on: z.string().nullable(),
    })
    .nullable(),
  /** While the plan runs: what cancelling it today would do (the domain's `monthlyCancellation`). */
  cancel_preview: z
    .object({
      kind: z.enum(['full-refund', 'stop-collections']),
      refund: z.number().int().nonnegative(),
      cover_ends: z.string().nullable(),
    })
    .nullable(),
  /** A change of bank details is waiting for the customer to finish at GoCardless. */
  changing_bank_details: z.boolean(),
});
export type MonthlyPlanView = z.infer<typeof monthlyPlanViewSchema>;

export const completeMonthlyAnswerSchema = z.object({
  message: z.string(),
  warranty: z.object({ _id: z.string(), reference: printedReferenceSchema, order_reference: printedReferenceSchema }),
  plan: monthlyPlanViewSchema,
});
export type CompleteMonthlyAnswer = z.infer<typeof completeMonthlyAnswerSchema>;

// --- GET /api/warranty/direct-debit --------------------------------------------------------------

export const myMonthlyPlansAnswerSchema = z.object({
  plans: z.array(monthlyPlanViewSchema.extend({ registration: z.string() })),
});
export type MyMonthlyPlansAnswer = z.infer<typeof myMonthlyPlansAnswerSchema>;

// --- GET /api/admin/warranties/:id/direct-debit (staff) ------------------------------------------

export const adminMonthlyPlanAnswerSchema = z.object({
  plan: monthlyPlanViewSchema,
  mandate_id: z.string().nullable(),
  schedule_id: z.string().nullable(),
  billing_request_id: z.string(),
  /** GoCardless's events about this plan's mandate and payments, newest first. */
  events: z.array(
    z.object({
      id: z.string(),
      resource_type: z.string(),
      action: z.string(),
      cause: z.string().nullable(),
      received_at: z.string(),
      processed_at: z.string().nullable(),
    }),
  ),
});
export type AdminMonthlyPlanAnswer = z.infer<typeof adminMonthlyPlanAnswerSchema>;

// --- POST /api/warranty/:id/direct-debit/cancel (and staff's) ------------------------------------

export const cancelMonthlyAnswerSchema = z.object({
  message: z.string(),
  /** `full-refund` within 14 days with no claim; otherwise collections stop and cover runs to `cover_ends`. */
  kind: z.enum(['full-refund', 'stop-collections']),
  /** Pence refunded. */
  refunded: z.number().int().nonnegative(),
  /** The last day of cover, when cover goes on after the cancellation; null when it ended now. */
  cover_ends: z.string().nullable(),
  plan: monthlyPlanViewSchema,
});
export type CancelMonthlyAnswer = z.infer<typeof cancelMonthlyAnswerSchema>;

// --- Back office: GET /api/admin/direct-debit/plans and a plan's actions --------------------------

/** The back office's filters of monthly plans: every plan, or those in arrears, suspended or cancelled. */
export const adminMonthlyFilters = ['all', 'arrears', 'suspended', 'cancelled'] as const;

export const adminMonthlyPlansQuerySchema = z.strictObject({
  filter: z.enum(adminMonthlyFilters, { error: 'Not a filter of monthly plans' }).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminMonthlyPlansQuery = z.infer<typeof adminMonthlyPlansQuerySchema>;

export const adminMonthlyPlanRowSchema = z.object({
  reference: printedReferenceSchema,
  status: z.enum(monthlyPlanStatuses),
  warranty_id: z.string(),
  warranty_reference: printedReferenceSchema,
  registration: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  amount: z.number().int().positive(),
  /** The day the oldest unpaid collection failed. */
  first_failed_on: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  cancel_reason: z.enum(monthlyCancelReasons).nullable(),
});
export type AdminMonthlyPlanRow = z.infer<typeof adminMonthlyPlanRowSchema>;

export const adminMonthlyPlansAnswerSchema = z.object({
  plans: z.array(adminMonthlyPlanRowSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type AdminMonthlyPlansAnswer = z.infer<typeof adminMonthlyPlansAnswerSchema>;

/** Staff's retry now or refund of one instalment, by its number in the schedule. */
export const instalmentActionSchema = z.strictObject({ number: z.number().int().min(1).max(60) });
export type InstalmentAction = z.infer<typeof instalmentActionSchema>;

export const adminInstalmentAnswerSchema = z.object({ message: z.string(), plan: monthlyPlanViewSchema });
export type AdminInstalmentAnswer = z.infer<typeof adminInstalmentAnswerSchema>;

// --- POST /api/warranty/:id/direct-debit/bank-details (and /complete) ----------------------------

/** Changing bank details: GoCardless's hosted page for the new mandate. */
export const changeBankDetailsAnswerSchema = z.object({ authorisationUrl: z.string() });
export type ChangeBankDetailsAnswer = z.infer<typeof changeBankDetailsAnswerSchema>;

/**
 * GET /api/warranty/{id}/pay-off: what paying the rest of the monthly plan by card would charge now
 * and which instalments it covers (the domain's `payOff`, priced from our database), or why not.
 */
export const payOffAnswerSchema = z.object({
  allowed: z.boolean(),
  /** Pence the card would be charged: the sum of the instalments below (0 when refused). */
  amount: z.number().int().nonnegative(),
  /** Pence of it owed from failed collections. */
  arrears: z.number().int().nonnegative(),
  instalments: z.array(
    z.object({
      number: z.number().int().positive(),
      charge_date: z.string(),
      amount: z.number().int().positive(),
      status: z.enum(instalmentStatuses),
    }),
  ),
  /** Why not, in words for the customer; null when allowed. */
  message: z.string().nullable(),
  /** When refused for a collection at the bank: the day to try again. */
  try_again_on: z.string().nullable(),
});
export type PayOffAnswer = z.infer<typeof payOffAnswerSchema>;
