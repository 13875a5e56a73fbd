import { z } from 'zod';
import { printedReferenceSchema } from '../references/reference-schema';
import { motFlags } from '../vehicle-history/mot-messages';
import { emailSchema } from './account';
import { transactionSchema, warrantySchema } from './dashboard';
import { unlikelyDetails } from '../purchase/declared-vehicle-checks';
import { warrantyStatuses } from './purchase';

/** The back office's calls (DESIGN §3). Staff only, with a second factor. */

// --- Sign-in: password, then a one-time code ---------------------------------------------------

export const staffLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(1024),
});

export const staffChallengeAnswerSchema = z.object({
  challenge: z.string(),
  setup: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
});

export const staffVerifyRequestSchema = z
  .strictObject({
    challenge: z.string().min(1).max(200),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
      .optional(),
    recoveryCode: z.string().trim().min(10, 'Enter one of your recovery codes').max(20).optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), {
    path: ['code'],
    error: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  });

// --- The work queue ----------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 20;

export const workQueueQuerySchema = z.strictObject({
  status: z.enum(warrantyStatuses, { error: 'Not a warranty status' }).optional(),
  /** Registration, customer name or e-mail (any part), or any reference of the warranty (certificate, order, receipt). */
  q: z.string().trim().max(100).optional(),
  /** `true`: only sales the MOT history check flagged for the staff (DESIGN §8.3). */
  flagged: z.enum(['true', 'false'], { error: 'Either true or false' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WorkQueueQuery = z.infer<typeof workQueueQuerySchema>;

export const workQueueItemSchema = z.object({
  id: z.uuid(),
  /** The certificate number: `KW-26-0042137`. */
  reference: printedReferenceSchema,
  createdAt: z.iso.datetime(),
  status: z.enum(warrantyStatuses),
  plan: z.string(),
  registration: z.string(),
  vehicle: z.string(),
  vehicleVerified: z.boolean(),
  /** What the MOT history check flagged at the sale (empty: nothing; DESIGN §8.3). */
  historyFlags: z.array(z.enum(motFlags)),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** Pence. */
  amount: z.number().int(),
  /** Paid monthly: the pence of its instalments collected so far (`pricePaidLine`); null when paid in full. */
  monthlyCollected: z.number().int().nullable(),
  balanceDue: z.number().int(),
  /**
   * Under review only: working days since the sale, against the promise to call within
   * `siteConfig.inspectionCallWorkingDays`; null in any other status.
   */
  waitingWorkingDays: z.number().int().nullable(),
  /** Unlikely hand-typed details the buyer confirmed before paying: to check at the inspection. */
  detailsToCheck: z.number().int(),
});

export const workQueueAnswerSchema = z.object({
  items: z.array(workQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkQueueAnswer = z.infer<typeof workQueueAnswerSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema), page: z.number().int() });

// --- Actions on a warranty ----------------------------------------------------------------------

export const scheduleInspectionSchema = z.strictObject({
  date: z.iso.date({ error: 'Enter the inspection date' }),
  garage: z.string({ error: 'Enter the garage' }).trim().min(2, 'Enter the garage').max(200),
  notes: z.string().trim().max(2000).optional(),
});
export const failInspectionSchema = z.strictObject({
  reason: z.string({ error: 'Say why the vehicle failed' }).trim().min(5, 'Say why the vehicle failed').max(2000),
});
export const raiseBalanceSchema = z.strictObject({
  /** Pence. */
  amount: z
    .number({ error: 'Enter the balance in pence' })
    .int()
    .min(100, 'A balance is at least £1.00')
    .max(1_000_000),
  reason: z.string({ error: 'Say why there is a balance' }).trim().min(5, 'Say why there is a balance').max(2000),
});
export const emptyActionSchema = z.strictObject({}).optional();

/** What the buyer was shown and declared before paying; null fields for older sales. */
export const beforePayingSchema = z.object({
  termsVersion: z.string().nullable(),
  declaration: z.string().nullable(),
  declaredAt: z.iso.datetime().nullable(),
  unlikelyDetails: z.array(z.object({ detail: z.enum(unlikelyDetails), message: z.string() })),
});
export type BeforePaying = z.infer<typeof beforePayingSchema>;

export const adminWarrantyAnswerSchema = z.object({
  warranty: warrantySchema,
  beforePaying: beforePayingSchema,
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string(), mobile: z.string() }),
  inspection: z.object({ date: z.string().nullable(), garage: z.string().nullable(), notes: z.string().nullable() }),
  certificateIssuedAt: z.iso.datetime().nullable(),
  /** Paid monthly: the pence of its instalments collected so far (`pricePaidLine`); null when paid in full. */
  monthlyCollected: z.number().int().nullable(),
  transactions: z.array(transactionSchema),
  timeline: z.array(auditEntrySchema),
});
export type AdminWarrantyAnswer = z.infer<typeof adminWarrantyAnswerSchema>;

// --- Enquiries and customers --------------------------------------------------------------------

export const enquiryStatuses = ['new', 'answered', 'closed'] as const;

export const enquiryQuerySchema = z.strictObject({
  status: z.enum(enquiryStatuses, { error: 'Not an enquiry status' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const enquiryItemSchema = z.object({
  id: z.uuid(),
  fullname: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(enquiryStatuses),
  createdAt: z.iso.datetime(),
});
export const enquiryListSchema = z.object({
  items: z.array(enquiryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const enquiryReplySchema = z.strictObject({
  message: z.string({ error: 'Write your reply' }).trim().min(2, 'Write your reply').max(5000),
});

export const customerQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const customerItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  createdAt: z.iso.datetime(),
});
export const customerListSchema = z.object({
  items: z.array(customerItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const customerAnswerSchema = z.object({
  customer: customerItemSchema.extend({
    address: z.string(),
    postcode: z.string(),
    signsInWithGoogle: z.boolean(),
    /** Staff disabled the account: it cannot sign in and its sessions have ended. */
    disabled: z.boolean(),
  }),
  warranties: z.array(workQueueItemSchema),
  transactions: z.array(transactionSchema),
});

/** POST /api/admin/customers/{id}/disable and /enable. */
export const customerAccessAnswerSchema = z.object({ disabled: z.boolean(), message: z.string() });
export type CustomerAccessAnswer = z.infer<typeof customerAccessAnswerSchema>;

// --- The outbox ----------------------------------------------------------------------------------

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export const outboxQuerySchema = z.strictObject({
  status: z.enum(outboxStatuses, { error: 'Not an e-mail status' }).optional(),
  to: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const outboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** Set while the e-mail is held after a restore of the database, until staff release it. */
  heldAt: z.iso.datetime().nullable(),
});
export const outboxListSchema = z.object({
  items: z.array(outboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type EnquiryItem = z.infer<typeof enquiryItemSchema>;
export type EnquiryList = z.infer<typeof enquiryListSchema>;
export type CustomerList = z.infer<typeof customerListSchema>;
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export type OutboxList = z.infer<typeof outboxListSchema>;
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
export type StaffChallengeAnswer = z.infer<typeof staffChallengeAnswerSchema>;
