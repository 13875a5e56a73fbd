import { z } from 'zod';

/** The file "Download my data" answers (docs/privacy.md): every table linked to the customer. */
export const privacyExportSchema = z.object({
  format: z.literal('kestrel-my-data'),
  version: z.literal(1),
  exportedAt: z.string(),
  customerId: z.string(),
  readme: z.array(z.string()),
  /** Rows by table name, each row its columns as the database names them. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** Per table, the columns left out (secrets and file bytes) and why. */
  omitted: z.record(z.string(), z.string()),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** Delete my account: the current password again (a Google-only account sets one first). */
export const eraseAccountRequestSchema = z.strictObject({
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;

/** The customer's marketing choice (PECR): off unless they opted in. */
export const consentAnswerSchema = z.object({
  marketing: z.boolean(),
  /** The words agreed to, and when; null while not opted in. */
  wording: z.string(),
  givenAt: z.string().nullable(),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const consentRequestSchema = z.strictObject({ marketing: z.boolean() });

export const unsubscribeParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid.'),
});
