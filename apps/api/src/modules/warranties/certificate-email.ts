import { coverLevels } from '@kestrel/domain/catalogue/levels';
import { planName } from '@kestrel/domain/catalogue/plans';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { certificateNumber, letter } from '../outbox';
import type { QueuedEmail } from '../outbox';
import type { WarrantyRow } from '../../db/schema';

/**
 * "Certificate issued" (DESIGN §3): sent once, when the certificate is issued — at a passed
 * inspection with nothing to pay, or when the balance raised after inspection is paid.
 */
export function certificateIssuedEmail(customer: { email: string; firstname: string }, w: WarrantyRow): QueuedEmail {
  const level = coverLevels.find((l) => l.id === w.level)?.name ?? w.level;
  return letter({
    kind: 'certificate-issued',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your ${siteConfig.brand} warranty certificate for ${w.registration}`,
    lines: [
      `Your warranty certificate for your ${w.make} ${w.model} (${w.registration}) is issued.`,
      '',
      `  Plan: ${planName(w)}`,
      `  Cover level: ${level}, up to ${formatPence(w.claimLimit)} per claim`,
      `  Cover: ${ukLongDate(w.startDate)} to ${ukLongDate(w.expiryDate)}`,
      '',
      'Sign in and open your dashboard to view or download the certificate ("View Certificate"). It lists the parts covered and the terms.',
      `If something goes wrong, call our claims team on ${siteConfig.supportPhone} (${siteConfig.hours.repairs}) before any repair starts. The garage sends us an estimate, and we agree the cost and authorise the repair before work begins.`,
    ],
    references: [certificateNumber(w)],
  });
}
