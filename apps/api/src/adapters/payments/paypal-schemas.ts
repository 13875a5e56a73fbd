import { captureStatuses, refundStatuses } from '@kestrel/domain/payments/orders';
import { z } from 'zod';

/** The few fields of PayPal's answers the adapter reads (CONTRACTS §3); the rest are ignored. */
export const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export const captureSchema = z.object({
  id: z.string().min(1),
  status: z.enum(captureStatuses),
  amount: moneySchema,
  status_details: z.object({ reason: z.string().optional() }).nullish(),
});

export const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(refundStatuses),
  amount: moneySchema.nullish(),
  /** Ours, as sent: `refund-<transaction id>`, so a refund can be found by our id (refund-claims job). */
  invoice_id: z.string().nullish(),
});

export const orderSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().nullish(),
        amount: moneySchema.nullish(),
        payments: z
          .object({ captures: z.array(captureSchema).nullish(), refunds: z.array(refundSchema).nullish() })
          .nullish(),
      }),
    )
    .nullish(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).nullish(),
  payer: z.object({ email_address: z.string().nullish() }).nullish(),
  payment_source: z.object({ paypal: z.object({ email_address: z.string().nullish() }).nullish() }).nullish(),
});
export type OrderAnswer = z.infer<typeof orderSchema>;
export type RefundAnswer = z.infer<typeof refundSchema>;

export const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});
export type ErrorAnswer = z.infer<typeof errorSchema>;

export const verificationSchema = z.object({ verification_status: z.string() });
