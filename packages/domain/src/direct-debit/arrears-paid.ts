import type { WarrantyStatus } from '../schemas/purchase';

/**
 * What a card payment of missed monthly payments did to the cover, as the customer is told it on
 * the page and in the receipt (issue #38 item 5): true to the warranty's status after the payment,
 * so nobody is told their cover is active while the inspection is still to come.
 */
export function arrearsPaidWords(status: WarrantyStatus): string {
  switch (status) {
    case 'suspended':
      return 'Some payments are still owed, so your cover stays suspended until they are paid.';
    case 'inspection-passed':
      return 'Your cover is no longer suspended: it is in force again from today.';
    case 'under-review':
    case 'inspection-scheduled':
      return 'Your warranty is no longer suspended. Your cover starts once the inspection has passed.';
    default:
      return 'Nothing more is owed on your monthly plan.';
  }
}
