import { z } from 'zod';
import { levelIds } from '../catalogue/levels';
import { printedReferenceSchema } from '../references/reference-schema';
import { driveTypes, fuelTypes, registrationSchema, vehicleTypes } from './vehicle';
import { purchaseMessages } from '../purchase/purchase-messages';
import { unlikelyDetails } from '../purchase/declared-vehicle-checks';
import { MAX_BHP, MAX_ENGINE_SIZE_CC, MAX_MILEAGE, vehicleMessages } from '../purchase/vehicle-rules';

/**
 * The quote and purchase calls of spec §7 with the decisions of DESIGN §2: the server prices
 * every order itself. Money is integer pence everywhere except `claim`, which the spec gives in
 * pounds (a claim limit is a label: "£2,000 per claim").
 */

// Zod-free, so the instant price can check them without loading Zod; kept importable from here too.
export { MAX_BHP, MAX_ENGINE_SIZE_CC, MAX_MILEAGE } from '../purchase/vehicle-rules';

// Zod-free, so pages can show them without loading Zod; kept importable from here too.
export { purchaseMessages } from '../purchase/purchase-messages';

const isoDateSchema = (label: string) =>
  z.iso.date({ error: `Enter ${label} as a date` }).refine((value) => !Number.isNaN(Date.parse(value)), {
    error: `Enter ${label} as a real date`,
  });

/** Mileage: a whole number of miles (a string from a form or query is read as a number). */
export const mileageSchema = z.coerce
  .number({ error: vehicleMessages.mileageNotNumber })
  .int(vehicleMessages.mileageNotWhole)
  .min(0, vehicleMessages.mileageNegative)
  .max(MAX_MILEAGE, vehicleMessages.mileageTooHigh);

export const engineSizeSchema = z.coerce
  .number({ error: 'Enter the engine size in cc' })
  .int('Enter the engine size as a whole number of cc')
  .min(0, 'Engine size cannot be negative')
  .max(MAX_ENGINE_SIZE_CC, 'Enter the engine size in cc, for example 1995');

export const bhpSchema = z.coerce
  .number({ error: 'Enter the power in bhp' })
  .int('Enter the power as a whole number of bhp')
  .min(1, 'Enter the power in bhp')
  .max(MAX_BHP, 'Enter the power in bhp, for example 148');

export const firstRegisteredSchema = isoDateSchema('the date of first registration');

// --- POST /api/warranty/check ------------------------------------------------------------------

/**
 * `mileage` is optional (spec §7 sends the registration alone); with it, the DVSA's MOT record is
 * checked against the mileage too (DESIGN §8.3), else only the MOT itself.
 */
export const registrationCheckRequestSchema = z.strictObject({
  reg_num: registrationSchema,
  mileage: mileageSchema.optional(),
});
export type RegistrationCheckRequest = z.infer<typeof registrationCheckRequestSchema>;
export const registrationCheckAnswerSchema = z.object({ reg_num: z.string(), message: z.string() });
export type RegistrationCheckAnswer = z.infer<typeof registrationCheckAnswerSchema>;

// --- GET /api/level/plan/ ----------------------------------------------------------------------

/**
 * Spec §3 "Vehicle query fields for plan suggestion". `reg` is optional: with it, the server
 * prices from its own lookup of that registration (fuel and vehicle type included); without it,
 * or when the lookup has nothing, from the declared figures, fuel and type.
 */
export const planQuerySchema = z.strictObject({
  engineSize: engineSizeSchema,
  bhp: bhpSchema,
  driveType: z.enum(driveTypes, { error: 'Choose 2WD or 4x4' }),
  mileage: mileageSchema,
  dateFirstReg: firstRegisteredSchema,
  fuelType: z.enum(fuelTypes).optional(),
  vehicleType: z.enum(vehicleTypes).optional(),
  reg: registrationSchema.optional(),
});
export type PlanQuery = z.infer<typeof planQuerySchema>;

export const planSchema = z.object({
  _id: z.string(),
  /** Pence. */
  price: z.number().int().positive(),
  month: z.number().int(),
});

export const planGroupSchema = z.object({
  /** Claim limit in pounds. */
  claim: z.number().int().positive(),
  plans: z.array(planSchema),
});

export const levelAndPlansSchema = z.object({
  _id: z.enum(levelIds),
  level: z.enum(levelIds),
  name: z.string(),
  /** Lowest price of the level for this vehicle, in pence. */
  startingFrom: z.number().int().positive(),
  plansByClaim: z.array(planGroupSchema),
});

export const ineligibleLevelSchema = z.object({ level: z.enum(levelIds), name: z.string(), reason: z.string() });

export const planAnswerSchema = z.object({
  /** Only the levels this vehicle may buy; an ineligible level is never offered. */
  levelsAndPlans: z.array(levelAndPlansSchema),
  ineligible: z.array(ineligibleLevelSchema),
  ratesVersion: z.number().int(),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;
export type LevelAndPlans = z.infer<typeof levelAndPlansSchema>;

// --- GET /api/quote/instant (beyond the spec: a price on the landing pages) -------------------

export const instantQuoteQuerySchema = z.strictObject({ reg: registrationSchema, mileage: mileageSchema });
export const instantQuoteAnswerSchema = z.object({
  vehicle: z.object({ registration: z.string(), make: z.string(), model: z.string(), registeredDate: z.string() }),
  levels: z.array(
    z.object({
      level: z.enum(levelIds),
      name: z.string(),
      eligible: z.boolean(),
      /** Pence; null when the level is not offered for this vehicle. */
      startingFrom: z.number().int().positive().nullable(),
      /** The months of cover the lowest price buys; null when the level is not offered. */
      startingMonths: z.number().int().positive().nullable(),
      reason: z.string().optional(),
    }),
  ),
});
export type InstantQuoteAnswer = z.infer<typeof instantQuoteAnswerSchema>;

// --- GET /api/documents/key-facts and /key-facts: the key facts before payment ------------------

export const keyFactsQuerySchema = z.strictObject({
  plan: z.string({ error: purchaseMessages.selectPlan }).min(1, purchaseMessages.selectPlan).max(40),
  start: isoDateSchema('the plan start date').optional(),
});
export type KeyFactsQuery = z.infer<typeof keyFactsQuerySchema>;

// --- The warranty purchase payload (spec §3) ---------------------------------------------------

const requiredText = (message: string, max = 60) => z.string({ error: message }).trim().min(1, message).max(max);

export const purchaseVehicleSchema = z.strictObject({
  reg_num: registrationSchema,
  make: requiredText('Enter the make'),
  model: requiredText('Enter the model', 80),
  fuel_type: z.enum(fuelTypes, { error: 'Choose the fuel type' }),
  date_first_reg: firstRegisteredSchema,
  /** Engine size in cc. */
  size: engineSizeSchema,
  mileage: mileageSchema,
  drive_type: z.enum(driveTypes, { error: 'Choose 2WD or 4x4' }),
  bhp: bhpSchema,
  vehicle_type: z.enum(vehicleTypes).optional(),
});
export type PurchaseVehicle = z.infer<typeof purchaseVehicleSchema>;

/** Said in the schema of each copy the create-order call checks but does not read. */
const notRead = <T extends z.ZodType>(schema: T, reason: string): T => schema.describe(`Accepted, not read: ${reason}`);
const repeatedAtTop = 'the same figure at the top level of the order request is the one priced.';

export const warrantyDataSchema = z
  .strictObject({
    vehicleDetails: purchaseVehicleSchema.extend({
      size: notRead(purchaseVehicleSchema.shape.size, repeatedAtTop),
      drive_type: notRead(purchaseVehicleSchema.shape.drive_type, repeatedAtTop),
      bhp: notRead(purchaseVehicleSchema.shape.bhp, repeatedAtTop),
    }),
    start_date: isoDateSchema('the plan start date'),
    vehicleInfo: z.strictObject({
      purchase_date: isoDateSchema('the purchase date'),
      service_history: z.boolean({ error: 'Answer Yes or No' }),
    }),
    plan: z.string({ error: purchaseMessages.selectPlan }).min(1, purchaseMessages.selectPlan).max(40),
  })
  .refine((data) => data.start_date >= data.vehicleInfo.purchase_date, {
    path: ['start_date'],
    error: purchaseMessages.startBeforePurchase,
  });
export type WarrantyData = z.infer<typeof warrantyDataSchema>;

// --- POST /api/warranty/create-paypal-order ----------------------------------------------------

/**
 * Spec §7's fields plus the purchase itself, so the pending order is stored, whole, before the
 * provider hears of it. bhp, eng_size and drive_type are used only for a vehicle the server could
 * not look up (priced as declared, marked unverified); a looked-up vehicle is priced from our record.
 * Beyond the spec (docs/purchase.md, The key facts before payment): the buyer's declaration, the
 * version of the terms they read with the key facts, and which unlikely hand-typed details they
 * checked and confirmed.
 */
export const createOrderRequestSchema = z.strictObject({
  planID: z.string({ error: purchaseMessages.selectPlan }).min(1, purchaseMessages.selectPlan).max(40),
  bhp: bhpSchema,
  eng_size: engineSizeSchema,
  drive_type: z.enum(driveTypes, { error: 'Choose 2WD or 4x4' }),
  warrantyData: warrantyDataSchema,
  declaration: z.literal(true, { error: purchaseMessages.confirmDeclaration }),
  termsVersion: z
    .string({ error: purchaseMessages.termsChanged })
    .regex(/^\d{4}-\d{2}-\d{2}$/, purchaseMessages.termsChanged),
  confirmedUnlikelyDetails: z.array(z.enum(unlikelyDetails)).max(unlikelyDetails.length).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderAnswerSchema = z.object({
  orderID: z.string(),
  /** What will be charged, in pence (GBP). */
  amount: z.number().int().positive(),
  currency: z.literal('GBP'),
  vehicleVerified: z.boolean(),
  /** Where the buyer approves the payment (the provider's page, or the emulator's in demo mode). */
  approveUrl: z.string().nullable(),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

// --- POST /api/warranty/capture-paypal-payment -------------------------------------------------

const fromTheButtons = 'sent by the PayPal buttons; the server reads the order from PayPal itself.';

/**
 * What the provider's buttons hand to onApprove (and our demo button likewise). Only `orderID`
 * is read; each other field says in its description that it is not.
 */
export const approvedOrderSchema = z.strictObject({
  orderID: z.string().min(1).max(64),
  payerID: notRead(z.string().max(64).optional(), fromTheButtons),
  paymentID: notRead(z.string().max(64).nullable().optional(), fromTheButtons),
  facilitatorAccessToken: notRead(z.string().max(4096).optional(), fromTheButtons),
  paymentSource: notRead(z.string().max(32).optional(), fromTheButtons),
});

export const captureRequestSchema = z.strictObject({
  order: approvedOrderSchema,
  warrantyData: notRead(
    z.unknown().optional(),
    "accepted for the spec's sake; the server fulfils the order it stored at creation.",
  ),
});
export type CaptureRequest = z.infer<typeof captureRequestSchema>;

export const warrantyStatuses = [
  'pending-payment',
  'under-review',
  'inspection-scheduled',
  'inspection-passed',
  'inspection-failed',
  'refunded',
  'cancelled',
  /** A monthly plan's arrears unpaid (DESIGN §8.2): no claims until they are paid. */
  'suspended',
] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];

export const captureAnswerSchema = z.object({
  message: z.string(),
  warranty: z.object({
    _id: z.string(),
    /** The certificate number: `KW-26-0042137`. */
    reference: printedReferenceSchema,
    /** The order's reference: `KO-26-0000015`. */
    order_reference: printedReferenceSchema,
    status: z.object({ value: z.enum(warrantyStatuses) }),
    plan: z.string(),
    reg_num: z.string(),
    amount: z.number().int(),
    start_date: z.string(),
    expiry_date: z.string(),
  }),
  transaction: z.object({
    _id: z.string(),
    /** The receipt number: `KR-26-0000015`. */
    reference: printedReferenceSchema,
    source_id: z.string(),
    status: z.string(),
    method: z.string(),
    amount: z.number().int(),
  }),
});
export type CaptureAnswer = z.infer<typeof captureAnswerSchema>;

// --- Vehicle catalogue for /purchase/find-registration ----------------------------------------

export const makesAnswerSchema = z.object({ makes: z.array(z.string()) });
export const modelsQuerySchema = z.strictObject({
  make: z.string({ error: 'Choose a make' }).trim().min(1, 'Choose a make').max(40),
});
export const modelsAnswerSchema = z.object({ make: z.string(), models: z.array(z.string()) });
