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

export const privacyRequestKinds = ['access', 'erasure', 'rectification', 'objection'] as const;
export const privacyRequestChannels = ['e-mail', 'phone', 'letter', 'dashboard'] as const;
export const privacyRequestOutcomes = ['exported', 'erased', 'refused', 'done'] as const;

/** Staff record a data request that came by e-mail, phone or letter. */
export const recordPrivacyRequestSchema = z.strictObject({
  kind: z.enum(privacyRequestKinds, { error: 'Choose what was asked for' }),
  channel: z.enum(privacyRequestChannels, { error: 'Choose how it came' }),
  requester: z.string().trim().min(1, 'Enter who asked').max(200),
  receivedOn: z.iso.date({ error: 'Enter the date it was received' }),
  /** The customer's account e-mail, when the request is about one. */
  customerEmail: z.email({ error: 'Enter the account’s e-mail address' }).max(254).optional(),
  identityCheck: z.string().trim().min(1, 'Say how you checked who they are').max(500),
});
export type RecordPrivacyRequest = z.infer<typeof recordPrivacyRequestSchema>;

export const refusePrivacyRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Give the reason for the refusal').max(1000),
});

export const privacyRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(privacyRequestKinds),
  channel: z.enum(privacyRequestChannels),
  requester: z.string(),
  receivedOn: z.string(),
  dueOn: z.string(),
  customerId: z.string().nullable(),
  identityCheck: z.string().nullable(),
  outcome: z.enum(privacyRequestOutcomes).nullable(),
  outcomeReason: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestsAnswerSchema = z.object({ requests: z.array(privacyRequestSchema) });

/** One of the customer's live sign-ins: the device in a few words, when it began and was last used. */
export const signInSchema = z.object({
  _id: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;
export const signInsAnswerSchema = z.object({ sessions: z.array(signInSchema) });
