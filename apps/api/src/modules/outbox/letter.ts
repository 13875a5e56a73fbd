import { siteConfig } from '@kestrel/domain/site/site-config';
import type { QueuedEmail } from './queue-email';

/** How every e-mail of ours ends: the team, and how to reach it. */
export const signOff = [
  '',
  'Kind regards,',
  `The ${siteConfig.brand} team`,
  `${siteConfig.supportPhone} · ${siteConfig.supportEmail}`,
];

/** A plain-text e-mail to one person: greeting, the lines given, the sign-off (and a quote after it). */
export function letter(input: {
  kind: string;
  to: { email: string; name: string };
  subject: string;
  lines: string[];
  after?: string[];
}): QueuedEmail {
  return {
    kind: input.kind,
    to: input.to.email,
    subject: input.subject,
    text: [`Dear ${input.to.name},`, '', ...input.lines, ...signOff, ...(input.after ?? [])].join('\n'),
  };
}
