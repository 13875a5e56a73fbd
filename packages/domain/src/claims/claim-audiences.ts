/**
 * Who reads a claim event's note besides the claims team, who read everything (DESIGN §9.1 "Who
 * sees what"). Chosen when the note is written: the customer's words are for the claims team, the
 * garage's likewise, and a staff-only note is for no one outside.
 */
export const claimAudiences = ['everyone', 'customer', 'garage', 'staff'] as const;
export type ClaimAudience = (typeof claimAudiences)[number];
