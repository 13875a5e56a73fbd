/**
 * Consent to marketing e-mail (PECR reg. 22, UK GDPR Art. 7): opt-in only, the exact words agreed
 * to kept with the time. Service messages (receipts, renewal reminders, claim and payment notices)
 * are not marketing and are always sent.
 */
export const MARKETING_CONSENT_WORDING =
  'Send me offers and news from Kestrel Warranties by e-mail. I can unsubscribe at any time with the link in each e-mail or on my Your data page.';

export const consentMessages = {
  given: 'Thank you. We will send you offers and news by e-mail. You can stop them at any time.',
  withdrawn: 'Done. We will not send you offers or news. You will still get messages about your cover and payments.',
  unsubscribed: 'You have been unsubscribed. We will not send offers or news to this address again.',
  invalidLink:
    'This unsubscribe link is not valid or has already been used. You can change your choice on your Your data page.',
} as const;
