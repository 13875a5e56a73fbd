/**
 * The business's facts that appear on pages, in e-mails and in documents: one place to change
 * them. Marketing figures are exactly those of spec §1; the customers-served figure is the one
 * DESIGN §2 chose (never two figures on one site).
 */
export const siteConfig = {
  brand: 'Kestrel Warranties',
  /** The production origin: canonical links and Open Graph URLs point here. */
  canonicalOrigin: 'https://www.kestrelwarranties.co.uk',
  legalName: 'Kestrel Warranties Ltd',
  tagline: 'Protect Your Ride, Drive With Confidence',
  supportPhone: '0808 157 0192',
  /** The mobile number behind the tel: link on phones and the WhatsApp chat link. */
  mobilePhone: '07700 900461',
  whatsappUrl: 'https://wa.me/447700900461',
  supportEmail: 'help@kestrelwarranties.co.uk',
  /** The breakdown partner's 24-hour line (a number from Ofcom's range for drama until the partner's is set). */
  breakdownPhone: '0808 157 0735',
  /** Working days within which we call a new customer to arrange the vehicle's inspection. */
  inspectionCallWorkingDays: 2,
  /**
   * The claim time frames we promise, in UK working days (DESIGN §9.1): the garage contacted after
   * a claim, a decision (or a request for what is missing) after a complete estimate, the garage
   * paid after its invoice. The terms, the claim pages and e-mails and the staff queue read these.
   */
  claimTimeFrames: { garageContact: 1, decision: 2, payment: 5 },
  /** The fee for transferring a warranty to a vehicle's new owner, in pence (DESIGN §9.3): none by default. */
  transferFeePence: 0,
  address: 'Kestrel House, 12 Wellington Street, Leeds LS1 4DL',
  hours: {
    sales: 'Mon-Fri 8:00am-5:00pm',
    repairs: 'Mon-Fri 9:00am-7:00pm',
    weekend: 'Sat-Sun closed',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'X', url: 'https://x.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  figures: {
    customersServed: 'over 100,000',
    yearsExperience: 'over 23 years',
    belowMarketPrice: '20%',
    minutesToCover: 'under 8 minutes',
    reviewScore: '4.4 out of 5',
    reviewCount: '6,074',
    satisfied: '98%',
    repairSavings: 'up to 30%',
    enquiriesResolved: '30,000',
  },
} as const;

export type SiteConfig = typeof siteConfig;
