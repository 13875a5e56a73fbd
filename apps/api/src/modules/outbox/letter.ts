import { siteConfig } from '@kestrel/domain/site/site-config';
import type { QueuedEmail } from './queue-email';

/** How every e-mail of ours ends: the team, and how to reach it. */
export const signOff = [
  '',
  'Kind regards,',
  `The ${siteConfig.brand} team`,
  `${siteConfig.supportPhone} · ${siteConfig.supportEmail}`,
];

/** A reference an e-mail gives the customer to quote: its label and the reference (`KW-26-0042137`). */
export type QuotedReference = readonly [label: string, reference: string];

/** The warranty's certificate number, which every e-mail about a warranty carries. */
export const certificateNumber = (warranty: { reference: string }): QuotedReference => [
  'Certificate number',
  warranty.reference,
];

/** The references block: what to quote when the customer contacts us. */
function referenceLines(references: readonly QuotedReference[]): string[] {
  if (references.length === 0) return [];
  return [
    '',
    'Please quote these if you contact us:',
    ...references.map(([label, reference]) => `  ${label}: ${reference}`),
  ];
}

/**
 * A plain-text e-mail to one person: greeting, the lines given, the references to quote (UUIDs
 * never: they stay internal), the sign-off (and a quote after it).
 */
export function letter(input: {
  kind: string;
  to: { email: string; name: string };
  subject: string;
  lines: string[];
  references?: readonly QuotedReference[];
  after?: string[];
}): QueuedEmail {
  return {
    kind: input.kind,
    to: input.to.email,
    subject: input.subject,
    text: [
      `Dear ${input.to.name},`,
      '',
      ...input.lines,
      ...referenceLines(input.references ?? []),
      ...signOff,
      ...(input.after ?? []),
    ].join('\n'),
  };
}
