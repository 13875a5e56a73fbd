import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { ReceiptData } from './document-data';
import {
  drawHeading,
  drawParagraph,
  drawRows,
  drawTitle,
  partyRows,
  productWording,
  renderPdf,
  type Pdf,
} from './pdf-layout';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';

/** Amounts are pence in GBP (DESIGN §2 "Currency"); any other currency is still shown by its own sign. */
function formatAmount(pence: number, currency: string): string {
  if (currency === 'GBP') return formatPence(pence);
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);
}

/** "COMPLETED" → "Completed", "PARTIALLY_REFUNDED" → "Partially refunded". */
function readableStatus(status: string): string {
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function drawReceipt(doc: Pdf, { customer, warranty, transaction }: ReceiptData) {
  const refund = transaction.kind === 'refund';
  const date = ukLongDateAt(transaction.createdAt);
  drawTitle(doc, refund ? 'Refund receipt' : 'Receipt', date);

  drawHeading(doc, 'Seller');
  drawRows(doc, [
    ['Name', siteConfig.legalName],
    ['Address', siteConfig.address],
    ['E-mail', siteConfig.supportEmail],
    ['Phone', siteConfig.supportPhone],
  ]);

  drawHeading(doc, 'Customer');
  drawRows(doc, partyRows(customer));

  drawHeading(doc, 'Warranty');
  drawRows(doc, [
    ['Plan', warranty.planName],
    ['Certificate number', warranty.reference],
    ['Vehicle', `${warranty.make} ${warranty.model}`],
    ['Registration', warranty.registration],
    ['Cover', `${ukLongDate(warranty.startDate)} to ${ukLongDate(warranty.expiryDate)}`],
  ]);

  drawHeading(doc, refund ? 'Refund' : 'Payment');
  drawRows(doc, [
    [refund ? 'Amount refunded' : 'Amount paid', formatAmount(transaction.amountPence, transaction.currency)],
    ['Payment method', transaction.method],
    ['Status', readableStatus(transaction.status)],
    ['Date', date],
    ['Receipt number', transaction.reference],
    ...(transaction.orderReference ? [['Order', transaction.orderReference]] : []),
    [`${transaction.method} reference`, transaction.sourceId],
  ]);

  doc.moveDown(1);
  drawParagraph(doc, `${productWording.discretionary} ${productWording.cancellation}`, { muted: true });
}

/** The receipt of one payment or refund (spec §7 "receipt.pdf"), as a PDF. */
export function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const title = data.transaction.kind === 'refund' ? 'Refund receipt' : 'Receipt';
  return renderPdf((doc) => drawReceipt(doc, data), {
    title: `${title} – ${siteConfig.brand}`,
    subject: `${title} ${data.transaction.reference} for warranty ${data.warranty.reference}, ${data.warranty.registration}`,
    createdAt: data.transaction.createdAt,
  });
}
