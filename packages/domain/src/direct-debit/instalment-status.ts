/**
 * Our view of one instalment, from the provider's payment status (CONTRACTS §7 "Payments"). Money
 * counts as collected at `confirmed`.
 */
export const instalmentStatuses = ['scheduled', 'submitted', 'collected', 'failed', 'cancelled', 'refunded'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

export const gocardlessPaymentStatuses = [
  'pending_customer_approval',
  'pending_submission',
  'submitted',
  'confirmed',
  'paid_out',
  'cancelled',
  'customer_approval_denied',
  'failed',
  'charged_back',
] as const;
export type GocardlessPaymentStatus = (typeof gocardlessPaymentStatuses)[number];

export function instalmentStatusOf(payment: GocardlessPaymentStatus): InstalmentStatus {
  switch (payment) {
    case 'pending_customer_approval':
    case 'pending_submission':
      return 'scheduled';
    case 'submitted':
      return 'submitted';
    case 'confirmed':
    case 'paid_out':
      return 'collected';
    case 'cancelled':
    case 'customer_approval_denied':
      return 'cancelled';
    case 'failed':
    case 'charged_back':
      return 'failed';
  }
}
