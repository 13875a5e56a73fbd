import { gocardlessPaymentStatuses } from '@kestrel/domain/direct-debit/instalment-status';
import { z } from 'zod';

/** The parts of GoCardless's answers we read (CONTRACTS §7); unknown fields are ignored. */
export const billingRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready_to_fulfil', 'fulfilling', 'fulfilled', 'cancelled']),
  metadata: z.record(z.string(), z.string()).default({}),
  links: z
    .object({ customer: z.string().optional(), mandate_request_mandate: z.string().optional() })
    .loose()
    .default({}),
});
export const flowSchema = z.object({ id: z.string(), authorisation_url: z.string() });
export const mandateSchema = z.object({
  id: z.string(),
  status: z.string(),
  reference: z.string().nullable().optional(),
  next_possible_charge_date: z.string().nullable().optional(),
  links: z.object({ customer: z.string() }).loose(),
});
export const scheduleSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'active', 'creation_failed', 'completed', 'cancelled', 'errored']),
  total_amount: z.number().int(),
  metadata: z.record(z.string(), z.string()).default({}),
  links: z.object({ mandate: z.string(), payments: z.array(z.string()).default([]) }).loose(),
});
export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(gocardlessPaymentStatuses),
  amount: z.number().int(),
  amount_refunded: z.number().int().default(0),
  charge_date: z.string(),
  created_at: z.string(),
  links: z.object({ mandate: z.string(), instalment_schedule: z.string().optional() }).loose(),
});
export const refundSchema = z.object({ id: z.string(), amount: z.number().int(), status: z.string() });

export const errorSchema = z.object({
  error: z.object({
    type: z.string(),
    code: z.number(),
    message: z.string(),
    errors: z
      .array(
        z
          .object({
            reason: z.string().optional(),
            field: z.string().optional(),
            message: z.string().optional(),
            links: z.record(z.string(), z.string()).optional(),
          })
          .loose(),
      )
      .default([]),
  }),
});

export const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  created_at: z.string(),
  resource_type: z.string(),
  action: z.string(),
  links: z.record(z.string(), z.string()).default({}),
  details: z.object({ cause: z.string().optional(), origin: z.string().optional() }).loose().default({}),
});
export const webhookBodySchema = z.object({ events: z.array(webhookEventSchema).max(500) });

export type GcBillingRequest = z.infer<typeof billingRequestSchema>;
export type GcMandate = z.infer<typeof mandateSchema>;
export type GcSchedule = z.infer<typeof scheduleSchema>;
export type GcPayment = z.infer<typeof paymentSchema>;
export type GcRefund = z.infer<typeof refundSchema>;
export type GcWebhookEvent = z.infer<typeof webhookEventSchema>;
