import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import { ukDateTime } from '@kestrel/domain/uk/london-date';
import { siteLink, type QueuedEmail } from '../outbox';

/** A customer's words in a header (the subject) are kept to one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain-text e-mails only: the customer's words are never put into HTML. */
export function enquiryAcknowledgement(enquiry: EnquiryRequest): QueuedEmail {
  return {
    kind: 'enquiry-received',
    to: enquiry.email,
    subject: `We've received your message | ${siteConfig.brand}`,
    text: [
      `Dear ${enquiry.fullname},`,
      '',
      `Thank you for contacting ${siteConfig.brand}. We have received your message and will reply within one working day.`,
      '',
      `If it is urgent, call us on ${siteConfig.supportPhone} (sales ${siteConfig.hours.sales}; repairs ${siteConfig.hours.repairs}).`,
      '',
      'Your message:',
      '',
      enquiry.message,
      '',
      'Kind regards,',
      `The ${siteConfig.brand} team`,
    ].join('\n'),
  };
}

/**
 * The staff's notice. Enquiries have no customer reference, and the row's id is
 * internal, so the notice names the enquiry by who sent it and when (as the back office's inbox does).
 */
export function enquiryStaffNotice(
  enquiry: EnquiryRequest,
  receivedAt: Date,
  staffEmail: string,
  baseUrl: string,
): QueuedEmail {
  return {
    kind: 'enquiry-notice',
    to: staffEmail,
    subject: `New enquiry from ${oneLine(enquiry.fullname)}`,
    text: [
      'A new enquiry arrived through the website.',
      '',
      `Name: ${enquiry.fullname}`,
      `E-mail: ${enquiry.email}`,
      `Received: ${ukDateTime(receivedAt)}`,
      '',
      // Staff read it: a pasted link of ours keeps its page and loses its token (secret-links.ts).
      withoutSecretLinks(enquiry.message),
      '',
      `Answer it in the back office: ${siteLink(baseUrl, '/admin/enquiries')}`,
    ].join('\n'),
  };
}
