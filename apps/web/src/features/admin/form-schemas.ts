import { z } from '~/lib/zod-setup';
import {
  enquiryReplySchema,
  failInspectionSchema,
  raiseBalanceSchema,
  scheduleInspectionSchema,
  staffLoginRequestSchema,
  staffVerifyRequestSchema,
} from '@kestrel/domain/schemas/admin';
import { poundsToPence } from './format';

/** The back office's forms: the server's own schemas, with what staff type read as the server expects it. */
export { enquiryReplySchema, failInspectionSchema, scheduleInspectionSchema, staffLoginRequestSchema };

const verify = staffVerifyRequestSchema.shape;

/** The second step: the authenticator app's code (spaces, as in `123 456`, dropped), or a recovery code. */
export const staffCodeSchema = z.discriminatedUnion('useRecovery', [
  z.object({
    useRecovery: z.literal(false),
    code: z
      .string()
      .transform((code) => code.replace(/\s/g, ''))
      .pipe(verify.code.unwrap()),
  }),
  z.object({ useRecovery: z.literal(true), recoveryCode: verify.recoveryCode.unwrap() }),
]);

const amountMessage = 'Enter the balance in pounds, at least £1.00';

/** The balance typed in pounds ("48.00", "£48"), sent in pence. */
export const raiseBalanceFormSchema = z.object({
  amount: z
    .string()
    .transform(poundsToPence)
    .pipe(z.number({ error: amountMessage }).min(100, amountMessage).pipe(raiseBalanceSchema.shape.amount)),
  reason: raiseBalanceSchema.shape.reason,
});
