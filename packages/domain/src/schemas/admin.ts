import { z } from 'zod';
import { emailSchema } from './account';
import { warrantyStatuses } from './purchase';

/** The back office's calls (DESIGN §3, issue #7). Staff only, with a second factor. */

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
  /** Registration, customer name or e-mail (any part). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WorkQueueQuery = z.infer<typeof workQueueQuerySchema>;

export const workQueueItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  status: z.enum(warrantyStatuses),
  plan: z.string(),
  registration: z.string(),
  vehicle: z.string(),
  vehicleVerified: z.boolean(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** Pence. */
  amount: z.number().int(),
  balanceDue: z.number().int(),
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
