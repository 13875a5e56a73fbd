import { z } from 'zod';
import { PaymentProviderError, type ListedTransactions } from './payment-provider';
import { unexpected, type createPaypalHttp } from './paypal-http';
import { valueToPence } from './paypal-money';
import { moneySchema } from './paypal-schemas';

/** PayPal answers at most 31 days per call; 500 rows a page. */
const MAX_WINDOW_MS = 31 * 86_400_000 - 1000;
const PAGE_SIZE = 500;
/** A page limit, so a runaway answer cannot loop for ever (500 × 200 transactions a window). */
const MAX_PAGES = 200;
/** Transaction event codes: an Orders v2 capture, and a merchant's refund of one. */
const CAPTURE = 'T0006';
const REFUND = 'T1107';

const searchSchema = z.object({
  transaction_details: z.array(
    z.object({
      transaction_info: z.object({
        transaction_id: z.string(),
        /** For a refund, the capture it refunds. */
        paypal_reference_id: z.string().nullish(),
        transaction_event_code: z.string().nullish(),
        transaction_initiation_date: z.string(),
        transaction_amount: moneySchema,
        transaction_status: z.string().nullish(),
        invoice_id: z.string().nullish(),
        custom_field: z.string().nullish(),
      }),
      payer_info: z
        .object({
          email_address: z.string().nullish(),
          payer_name: z.object({ alternate_full_name: z.string().nullish() }).nullish(),
        })
        .nullish(),
    }),
  ),
  total_pages: z.number().int().nullish(),
});
type Detail = z.infer<typeof searchSchema>['transaction_details'][number];

/** PayPal's reporting dates with a numeric offset (`2026-11-24T09:15:02+0000`). */
const reportingDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

/** A refund's amount is listed negative ("-305.00"): the pence either way, positive. */
function penceOf(value: string): number {
  const pence = valueToPence(value.replace(/^-/, ''));
  if (pence === null) throw new PaymentProviderError('PayPal sent an unreadable transaction amount');
  return pence;
}

function fieldsOf({ transaction_info: info, payer_info: payer }: Detail) {
  return {
    id: info.transaction_id,
    status: info.transaction_status ?? 'S',
    amountPence: penceOf(info.transaction_amount.value),
    currency: info.transaction_amount.currency_code,
    at: new Date(info.transaction_initiation_date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
    customId: info.custom_field ?? null,
    invoiceId: info.invoice_id ?? null,
    payerEmail: payer?.email_address ?? null,
    payerName: payer?.payer_name?.alternate_full_name ?? null,
  };
}

/**
 * Captures and refunds listed by Transaction Search (GET /v1/reporting/transactions), every page
 * of every window. One listing without a `transaction_type` (which takes a single event code)
 * answers both, instead of a round trip for each; the other event codes it holds are skipped.
 */
export async function listPaypalTransactions(
  http: ReturnType<typeof createPaypalHttp>,
  from: Date,
  to: Date,
): Promise<ListedTransactions> {
  const listed: ListedTransactions = { captures: [], refunds: [] };
  // Consecutive windows share their boundary second: a transaction made then is listed twice.
  const seen = new Set<string>();
  for (let start = from.getTime(); start < to.getTime(); start += MAX_WINDOW_MS) {
    const end = new Date(Math.min(to.getTime(), start + MAX_WINDOW_MS));
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        start_date: reportingDate(new Date(start)),
        end_date: reportingDate(end),
        fields: 'transaction_info,payer_info',
        page_size: String(PAGE_SIZE),
        page: String(page),
      });
      const answer = await http.call('GET', `/v1/reporting/transactions?${query.toString()}`);
      if (answer.status !== 200) throw unexpected('Listing transactions failed', answer);
      const parsed = searchSchema.safeParse(answer.body);
      if (!parsed.success) throw new PaymentProviderError('PayPal sent an unreadable transaction list', 200);
      for (const detail of parsed.data.transaction_details) {
        const info = detail.transaction_info;
        const code = info.transaction_event_code;
        if ((code !== CAPTURE && code !== REFUND) || seen.has(`${code}:${info.transaction_id}`)) continue;
        seen.add(`${code}:${info.transaction_id}`);
        if (code === CAPTURE) listed.captures.push(fieldsOf(detail));
        else listed.refunds.push({ ...fieldsOf(detail), captureId: info.paypal_reference_id ?? null });
      }
      if (page >= (parsed.data.total_pages ?? 1)) break;
    }
  }
  return listed;
}
