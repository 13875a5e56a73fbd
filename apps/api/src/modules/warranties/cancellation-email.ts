import { planName } from '@kestrel/domain/catalogue/plans';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { certificateNumber, letter } from '../outbox';
import type { QueuedEmail } from '../outbox';
import type { WarrantyRow } from '../../db/schema';

/** "Refund made" (DESIGN §3) for a cooling-off cancellation. */
export function refundEmail(
  customer: { email: string; firstname: string },
  warranty: WarrantyRow,
  refunded: number,
): QueuedEmail {
  return letter({
    kind: 'refund-made',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your ${siteConfig.brand} warranty for ${warranty.registration} is cancelled`,
    lines: [
      `As you asked, we have cancelled your warranty (${planName(warranty)}) for ${warranty.make} ${warranty.model}, registration ${warranty.registration}.`,
      '',
      `We have refunded ${formatPence(refunded)} in full to the PayPal account you paid with. PayPal usually shows a refund within a few days; it can take up to 14 days to reach a card.`,
      '',
      'Your vehicle is no longer covered by this warranty. If you change your mind, you are welcome to buy cover again at any time.',
    ],
    references: [certificateNumber(warranty)],
  });
}
