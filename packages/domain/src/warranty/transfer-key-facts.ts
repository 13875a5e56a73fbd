import type { LevelId } from '../catalogue/levels';
import { claimRulesFor } from '../claims/claim-rules';
import { keyFacts, type KeyFactsSection } from '../purchase/key-facts';
import { ukLongDate } from '../uk/long-date';

/** The sections of the purchase's key facts that describe the cover itself, not its sale. */
const coverHeadings = new Set([
  'Your cover',
  'What is covered',
  'What is not covered',
  'How a claim is paid',
  'Included with every plan',
]);

/**
 * The key facts of the cover a new owner takes over (DESIGN §9.3): the purchase's own key facts
 * of the level, limit and claim rules the warranty was sold with, then its dates, which do not
 * change. Nothing about paying or cooling off: the new owner buys nothing.
 */
export function transferKeyFacts(w: {
  level: LevelId;
  claimLimit: number;
  months: number;
  claimRulesVersion: number;
  startDate: string;
  expiryDate: string;
  siteOrigin?: string;
}): KeyFactsSection[] {
  const sections = keyFacts({
    level: w.level,
    claimLimit: w.claimLimit,
    months: w.months,
    rules: claimRulesFor(w.claimRulesVersion),
    ...(w.siteOrigin ? { siteOrigin: w.siteOrigin } : {}),
  }).filter((section) => coverHeadings.has(section.heading));
  return [
    ...sections,
    {
      heading: 'Dates',
      lines: [
        `Cover runs from ${ukLongDate(w.startDate)} to ${ukLongDate(w.expiryDate)}. The dates do not change when the warranty is transferred.`,
        'The claim rules the warranty was sold with still apply.',
      ],
    },
  ];
}
