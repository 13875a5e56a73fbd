import { formatPence } from '@kestrel/domain/pricing/money';
import type { Transaction, Warranty } from '@kestrel/domain/schemas/dashboard';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';

/** U+2212, the minus sign a refund's amount starts with: "−£349.00". */
export const MINUS = '\u2212';

/** An instant (createdAt) as the dashboard shows dates: its UK calendar day, dd/MM/yy. */
export const dashboardDateOf = (instant: string) => formatDashboardDate(londonToday(new Date(instant)));

/** COMPLETED → Completed; PARTIALLY_REFUNDED → Partially refunded. */
export function statusWord(status: string): string {
  const words = status.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

export interface TransactionRow {
  id: string;
  /** Our receipt number, `KR-26-0000015`. */
  reference: string;
  /** The certificate number of the warranty it was for, when there is one. */
  warrantyReference: string | null;
  /** The payment provider's id: the "Transaction ID" customers quote to us. */
  sourceId: string;
  date: string;
  plan: string;
  registration: string;
  status: string;
  /** "£349.00" for a payment, "−£349.00" for a refund. */
  amount: string;
  kind: 'Payment' | 'Refund';
  method: string;
}

/** A transaction as the history table and TRANSACTION DETAIL show it. */
export function transactionRow(t: Transaction): TransactionRow {
  const refund = t.kind === 'refund';
  return {
    id: t._id,
    reference: t.reference,
    warrantyReference: t.warranty_reference,
    sourceId: t.source_id,
    date: dashboardDateOf(t.createdAt),
    plan: t.plan || 'Not recorded',
    registration: t.reg_num,
    status: statusWord(t.status),
    amount: `${refund ? MINUS : ''}${formatPence(Math.abs(t.amount))}`,
    kind: refund ? 'Refund' : 'Payment',
    method: t.method,
  };
}

export interface PurchaseRow {
  id: string;
  /** The order's reference, `KO-26-0000015`. */
  orderReference: string;
  /** S.NO: 1 for the newest. */
  serial: number;
  date: string;
  plan: string;
  registration: string;
  amountPaid: string;
  status: string;
  /** The purchase payment whose receipt Download saves; null when there is none. */
  receiptId: string | null;
}

/** The purchase history's rows, in the server's order (newest first), numbered from 1. */
export function purchaseRows(warranties: readonly Warranty[]): PurchaseRow[] {
  return warranties.map((w, index) => ({
    id: w._id,
    orderReference: w.order_reference,
    serial: index + 1,
    date: formatDashboardDate(w.purchase_date),
    plan: w.plan.name,
    registration: w.vehicleDetails.reg_num,
    amountPaid: formatPence(w.amount),
    status: w.status.label,
    receiptId: w.receipt_id,
  }));
}
