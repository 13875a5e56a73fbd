import { z } from '~/lib/zod-setup';
import {
  estimateLineSchema,
  garageEstimateRequestSchema,
  garageInvoiceRequestSchema,
} from '@kestrel/domain/schemas/claim-estimate';
import {
  claimMessageRequestSchema,
  makeClaimRequestSchema,
  withdrawClaimRequestSchema,
} from '@kestrel/domain/schemas/claims';
import { poundsToPence } from '~/lib/pounds';
import type { EstimateFormLine } from './estimate-lines';

/** The claim forms: the server's own schemas, with what people type (pounds, hours) read as it expects. */
export { claimMessageRequestSchema, makeClaimRequestSchema, withdrawClaimRequestSchema };

/** Blank stays undefined, so the server's "Enter the …" message is the one shown. */
const pence = (text: string) => (text.trim() === '' ? undefined : (poundsToPence(text) ?? Number.NaN));
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function toLine(row: EstimateFormLine): unknown {
  const base = { kind: row.kind, description: row.description };
  switch (row.kind) {
    case 'part':
      return {
        ...base,
        part: row.part,
        cause: row.cause,
        quantity: number(row.quantity),
        unitPrice: pence(row.unitPrice),
      };
    case 'labour':
      return {
        ...base,
        part: row.part,
        cause: row.cause,
        hours: number(row.hours),
        ratePerHour: pence(row.ratePerHour),
      };
    case 'diagnosis':
      return { ...base, hours: number(row.hours), ratePerHour: pence(row.ratePerHour) };
    case 'car-hire':
      return { ...base, days: number(row.days), ratePerDay: pence(row.ratePerDay) };
    case 'onward-travel':
      return { ...base, amount: pence(row.amount) };
  }
}

const formLine = z
  .object({
    kind: z.enum(['part', 'labour', 'diagnosis', 'car-hire', 'onward-travel']),
    description: z.string(),
    part: z.string(),
    cause: z.string(),
    quantity: z.string(),
    unitPrice: z.string(),
    hours: z.string(),
    ratePerHour: z.string(),
    days: z.string(),
    ratePerDay: z.string(),
    amount: z.string(),
  })
  .transform(toLine)
  .pipe(estimateLineSchema);

export const estimateFormSchema = z.object({
  diagnosis: garageEstimateRequestSchema.shape.diagnosis,
  vatNumber: garageEstimateRequestSchema.shape.vatNumber,
  lines: z.array(formLine).min(1, 'Add at least one line to the estimate').max(50, 'An estimate has at most 50 lines'),
});

const invoiceAmountMessage = 'Enter the invoice total in pounds, VAT included';

export const invoiceFormSchema = z.object({
  number: garageInvoiceRequestSchema.shape.number,
  date: garageInvoiceRequestSchema.shape.date,
  amount: z
    .string()
    .transform(poundsToPence)
    .pipe(z.number({ error: invoiceAmountMessage }).pipe(garageInvoiceRequestSchema.shape.amount)),
});
