import { parsePlanId, planName } from '../catalogue/plans';
import { expiryDate } from '../warranty/warranty-dates';
import { keyFacts, type KeyFactsSection } from './key-facts';

/**
 * The key facts document of a plan (`/key-facts?plan=&start=` and its PDF, GET
 * /api/documents/key-facts): the same sections the payment page shows, for a plan id and an
 * optional start date. The price depends on the vehicle, so the document says where it is given.
 */
export interface KeyFactsDocument {
  title: string;
  planName: string;
  sections: KeyFactsSection[];
}

export const priceNotInDocument =
  'The price depends on your vehicle: your quote and the payment page show the total before you pay.';

/** The document for `planId` from `startDate` (`yyyy-MM-dd`), or null when the plan is not one we sell. */
export function keyFactsDocument(planId: string, startDate?: string): KeyFactsDocument | null {
  const plan = parsePlanId(planId);
  if (!plan) return null;
  const dates = startDate ? { startDate, expiryDate: expiryDate(startDate, plan.months) } : {};
  const sections = keyFacts({ level: plan.level, claimLimit: plan.claimLimit, months: plan.months, ...dates });
  return {
    title: 'Key facts',
    planName: planName(plan),
    sections: [...sections, { heading: 'The price', lines: [priceNotInDocument] }],
  };
}
