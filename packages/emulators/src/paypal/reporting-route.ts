import type { FastifyInstance } from 'fastify';
import type { PaypalContext } from './context';
import { sendPaypalError } from './errors';
import { decimalsOf } from './money';
import type { EmulatedCapture, EmulatedOrder } from './state';

/** PayPal lists at most 31 days per call, 100 transactions a page by default, 500 at most. */
const MAX_RANGE_MS = 31 * 86_400_000;
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;
/** Transaction event codes: T0006 a PayPal Checkout payment (an Orders v2 capture), T1107 a refund of one. */
const PAYMENT = 'T0006';
const REFUND = 'T1107';

/** PayPal's reporting dates: `2026-11-24T09:15:02+0000`. */
const reportingDate = (iso: string) => iso.replace(/(\.\d{3})?Z$/, '+0000');

function money(minor: number, currency: string) {
  const decimals = decimalsOf(currency);
  return { currency_code: currency, value: (minor / 10 ** decimals).toFixed(decimals) };
}

/**
 * A capture's transaction_status: S completed, P pending, D denied, and V once "a successful
 * transaction was fully reversed and funds were refunded to the original sender" (PayPal's
 * Transaction Search reference); a partly refunded capture stays S.
 */
const STATUS: Record<EmulatedCapture['status'], string> = {
  COMPLETED: 'S',
  PARTIALLY_REFUNDED: 'S',
  REFUNDED: 'V',
  PENDING: 'P',
  DECLINED: 'D',
  FAILED: 'D',
};

interface Row {
  time: number;
  detail: Record<string, unknown>;
}

/** The captures and refunds of one order as Transaction Search rows (`transaction_details[]`). */
function rowsOf(order: EmulatedOrder, withPayer: boolean): Row[] {
  const capture = order.capture;
  if (!capture) return [];
  const payer = order.payer
    ? {
        account_id: order.payer.payer_id,
        email_address: order.payer.email_address,
        address_status: 'Y',
        payer_status: 'Y',
        payer_name: {
          given_name: order.payer.name.given_name,
          surname: order.payer.name.surname,
          alternate_full_name: `${order.payer.name.given_name} ${order.payer.name.surname}`,
        },
        country_code: order.payer.address.country_code,
      }
    : {};
  const info = (
    id: string,
    code: string,
    minor: number,
    times: { made: string; updated: string },
    status: string,
    reference?: string,
    invoiceId = order.invoiceId,
  ) => ({
    paypal_account_id: order.payer?.payer_id,
    transaction_id: id,
    ...(reference ? { paypal_reference_id: reference, paypal_reference_id_type: 'TXN' } : {}),
    transaction_event_code: code,
    transaction_initiation_date: reportingDate(times.made),
    transaction_updated_date: reportingDate(times.updated),
    transaction_amount: money(minor, capture.currency),
    transaction_status: status,
    ...(order.description ? { transaction_subject: order.description } : {}),
    ...(invoiceId ? { invoice_id: invoiceId } : {}),
    ...(order.customId ? { custom_field: order.customId } : {}),
    protection_eligibility: '02',
  });
  const detail = (transactionInfo: Record<string, unknown>) => ({
    transaction_info: transactionInfo,
    ...(withPayer ? { payer_info: payer } : {}),
  });
  return [
    {
      time: Date.parse(capture.createTime),
      // A refund changes the capture's status, so its row was last updated then.
      detail: detail(
        info(
          capture.id,
          PAYMENT,
          capture.minor,
          { made: capture.createTime, updated: capture.updateTime },
          STATUS[capture.status],
        ),
      ),
    },
    // A refund's row names the capture it refunds (paypal_reference_id), its amount negative.
    ...capture.refunds.map((refund) => ({
      time: Date.parse(refund.createTime),
      detail: detail(
        info(
          refund.id,
          REFUND,
          -refund.minor,
          { made: refund.createTime, updated: refund.createTime },
          'S',
          capture.id,
          // The refund's own invoice_id (ours: `refund-<transaction id>`), else the capture's.
          refund.invoiceId ?? order.invoiceId,
        ),
      ),
    })),
  ];
}

/**
 * GET /v1/reporting/transactions (Transaction Search): the account's captures (T0006) and refunds
 * (T1107) between start_date and end_date (both required, at most 31 days apart), oldest first,
 * paged (page_size, page). `fields=all` or `fields=payer_info` adds each payer; `transaction_id`
 * and `transaction_type` filter. PayPal lists a transaction up to three hours after it happens;
 * the emulator lists it at once.
 */
export function registerReportingRoute(app: FastifyInstance, ctx: PaypalContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/v1/reporting/transactions', async (request, reply) => {
    const query = request.query;
    const bad = (field: string, issue: string, description?: string) =>
      sendPaypalError(reply, 400, { issue, field, value: query[field] ?? '', location: 'query', description });
    for (const field of ['start_date', 'end_date']) {
      if (!query[field]) return bad(field, 'MISSING_REQUIRED_PARAMETER');
      if (Number.isNaN(Date.parse(query[field]))) return bad(field, 'INVALID_PARAMETER_SYNTAX');
    }
    const start = Date.parse(query.start_date!);
    const end = Date.parse(query.end_date!);
    if (end < start) return bad('end_date', 'INVALID_PARAMETER_VALUE', 'End date must be after start date.');
    if (end - start > MAX_RANGE_MS)
      return bad('end_date', 'INVALID_PARAMETER_VALUE', 'Date range is greater than 31 days');
    const pageSize = Number(query.page_size ?? DEFAULT_PAGE_SIZE);
    const page = Number(query.page ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return bad('page_size', 'INVALID_PARAMETER_VALUE');
    }
    if (!Number.isInteger(page) || page < 1) return bad('page', 'INVALID_PARAMETER_VALUE');
    const fields = (query.fields ?? 'transaction_info').split(',');
    const withPayer = fields.includes('all') || fields.includes('payer_info');

    const rows = [...ctx.state.orders.values()]
      .flatMap((order) => rowsOf(order, withPayer))
      .filter((row) => row.time >= start && row.time <= end)
      .filter((row) => {
        const info = row.detail.transaction_info as { transaction_id: string; transaction_event_code: string };
        if (query.transaction_id && info.transaction_id !== query.transaction_id) return false;
        return !query.transaction_type || info.transaction_event_code === query.transaction_type;
      })
      .sort((a, b) => a.time - b.time);
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
    const self = new URL(`${ctx.bases(request).api}/v1/reporting/transactions`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) self.searchParams.set(name, value);
    const pageLink = (rel: string, number: number) => {
      const href = new URL(self);
      href.searchParams.set('page', String(number));
      return { href: href.toString(), rel, method: 'GET' };
    };
    return reply.code(200).send({
      transaction_details: rows.slice((page - 1) * pageSize, page * pageSize).map((row) => row.detail),
      account_number: 'KESTRELMERCH1',
      start_date: reportingDate(new Date(start).toISOString()),
      end_date: reportingDate(new Date(end).toISOString()),
      last_refreshed_datetime: reportingDate(new Date().toISOString()),
      page,
      total_items: rows.length,
      total_pages: totalPages,
      links: [
        pageLink('self', page),
        ...(page < totalPages ? [pageLink('next', page + 1), pageLink('last', totalPages)] : []),
      ],
    });
  });
}
