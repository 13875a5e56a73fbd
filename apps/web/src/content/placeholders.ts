import { limitWords } from '@kestrel/domain/claims/limits-told';
import { timeFramePromise } from '@kestrel/domain/claims/time-frames';
import { siteConfig } from '@kestrel/domain/site/site-config';

/** The `{{name}}` placeholders the written content may use, filled from the site configuration. */
export const contentPlaceholders: Record<string, string> = {
  brand: siteConfig.brand,
  legalName: siteConfig.legalName,
  phone: siteConfig.supportPhone,
  email: siteConfig.supportEmail,
  address: siteConfig.address,
  salesHours: siteConfig.hours.sales,
  repairsHours: siteConfig.hours.repairs,
  customersServed: siteConfig.figures.customersServed,
  // The limits a claim is paid within (labour cap, diagnosis, VAT, excess, car hire, onward travel).
  ...limitWords(),
  // The claim time frames we promise (site configuration, UK working days).
  garageContactPromise: timeFramePromise('garageContact'),
  decisionPromise: timeFramePromise('decision'),
  paymentPromise: timeFramePromise('payment'),
};

export function fillPlaceholders(text: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = contentPlaceholders[name];
    if (value === undefined) throw new Error(`Unknown content placeholder ${match}`);
    return value;
  });
}
