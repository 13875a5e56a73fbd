import { z } from 'zod';
import { levelIds } from '../catalogue/levels';
import { MAX_MILEAGE } from '../purchase/vehicle-rules';
import { printedReferenceSchema } from '../references/reference-schema';
import { groupDigits } from '../uk/numbers';
import { transferStatuses } from '../warranty/transfer-rules';
import { calendarDateSchema, textSchema } from './claim-fields';

/**
 * The warranty transfer calls (DESIGN §9.3, issue #38): the holder starts or cancels one, the new
 * owner reads and accepts it through the link, staff list and refuse them.
 */

/** Miles at the sale: a whole number; "45,000" is read as 45000. */
const saleMileageSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.replace(/[,\s]/g, '')) : value),
  z.coerce
    .number({ error: 'Enter the mileage at the sale' })
    .int('Enter the mileage as a whole number of miles')
    .min(0, 'Mileage cannot be negative')
    .max(MAX_MILEAGE, `Enter a mileage under ${groupDigits(MAX_MILEAGE + 1)}`),
);

/** The new owner's e-mail, checked as an account's is, with words about the new owner. */
const newOwnerEmailSchema = z
  .string({ error: "Enter the new owner's email address" })
  .trim()
  .min(1, "Enter the new owner's email address")
  .max(254, 'The email address must be 254 characters or fewer')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** POST /api/transfers/warranty/:id — the holder starts a transfer. */
export const startTransferRequestSchema = z.strictObject({
  saleDate: calendarDateSchema('Enter the date you sold the vehicle'),
  saleMileage: saleMileageSchema,
  newOwnerName: textSchema("Enter the new owner's name", 100, "The new owner's name"),
  newOwnerEmail: newOwnerEmailSchema,
});
export type StartTransferRequest = z.infer<typeof startTransferRequestSchema>;

/** The new owner's link: the token in the path. */
export const transferTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid. Please ask the seller for a new one.'),
});

/** POST /api/transfers/accept/:token — the new owner confirms the declaration. */
export const acceptTransferRequestSchema = z.strictObject({
  declaration: z.literal(true, { error: 'Please confirm the declaration to take over the warranty' }),
});

/** POST /api/admin/transfers/:id/refuse — staff refuse a pending transfer. */
export const refuseTransferRequestSchema = z.strictObject({
  reason: textSchema('Give the reason for refusing the transfer', 1000, 'The reason'),
});

const transferStatusSchema = z.enum(transferStatuses);

/** A transfer as its holder sees it. */
export const transferSchema = z.object({
  id: z.uuid(),
  warrantyId: z.uuid(),
  status: transferStatusSchema,
  statusLabel: z.string(),
  saleDate: z.iso.date(),
  saleMileage: z.number().int(),
  newOwnerName: z.string(),
  newOwnerEmail: z.string(),
  /** Pence. */
  feePence: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  refusalReason: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET /api/transfers/warranty/:id — whether it may be transferred, and its latest transfer. */
export const warrantyTransferAnswerSchema = z.object({
  warranty: z.object({
    reference: printedReferenceSchema,
    planName: z.string(),
    registration: z.string(),
    vehicle: z.string(),
    startDate: z.iso.date(),
    expiryDate: z.iso.date(),
  }),
  /** Why a transfer cannot start now, in words; null when it can. */
  refusal: z.string().nullable(),
  feePence: z.number().int(),
  /** Paid monthly with instalments left: what the new owner takes over, in words for the holder. */
  monthly: z.object({ stillToPay: z.number().int(), instalments: z.number().int(), words: z.string() }).nullable(),
  transfer: transferSchema.nullable(),
});
export type WarrantyTransferAnswer = z.infer<typeof warrantyTransferAnswerSchema>;

export const transferAnswerSchema = z.object({ message: z.string(), transfer: transferSchema });

const keyFactsSectionSchema = z.object({ heading: z.string(), lines: z.array(z.string()) });

/** GET /api/transfers/accept/:token — what the new owner takes over. */
export const transferOfferAnswerSchema = z.object({
  status: transferStatusSchema,
  /** Why it cannot be accepted (used, expired, cancelled, refused); null while it can. */
  refusal: z.string().nullable(),
  newOwnerName: z.string(),
  sellerFirstName: z.string(),
  expiresAt: z.iso.datetime(),
  warranty: z.object({
    reference: printedReferenceSchema,
    planName: z.string(),
    level: z.enum(levelIds),
    claimLimit: z.number().int(),
    months: z.number().int(),
    startDate: z.iso.date(),
    expiryDate: z.iso.date(),
    registration: z.string(),
    vehicle: z.string(),
  }),
  keyFacts: z.array(keyFactsSectionSchema),
  /**
   * Paid monthly with instalments left: the instalments the new owner takes over with a Direct
   * Debit of their own, the words, and why they cannot just now (a collection at the seller's bank).
   */
  monthly: z
    .object({
      stillToPay: z.number().int(),
      instalments: z.array(z.object({ number: z.number().int(), amount: z.number().int(), chargeDate: z.iso.date() })),
      words: z.array(z.string()),
      refusal: z.string().nullable(),
    })
    .nullable(),
  declaration: z.string(),
});
export type TransferOfferAnswer = z.infer<typeof transferOfferAnswerSchema>;

export const acceptTransferAnswerSchema = z.object({ message: z.string(), warrantyId: z.uuid() });

/** POST /api/transfers/accept/:token/direct-debit — where the new owner sets up their Direct Debit. */
export const startTakeoverAnswerSchema = z.object({ authorisationUrl: z.string() });

/** The back office's list of transfers. */
export const adminTransfersQuerySchema = z.strictObject({
  status: transferStatusSchema.optional(),
});

export const adminTransferSchema = transferSchema.extend({
  warrantyReference: printedReferenceSchema,
  registration: z.string(),
  holder: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  newOwnerAccount: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

export const adminTransfersAnswerSchema = z.object({ transfers: z.array(adminTransferSchema) });
export const adminTransferAnswerSchema = z.object({ message: z.string(), transfer: adminTransferSchema });
