import type { ClaimActor } from './claim-status';

/**
 * Who reads a claim event's note besides the claims team, who read everything (DESIGN §9.1 "Who
 * sees what"). Chosen when the note is written: the customer's words are for the claims team, the
 * garage's likewise, and a staff-only note is for no one outside.
 */
export const claimAudiences = ['everyone', 'customer', 'garage', 'staff'] as const;
export type ClaimAudience = (typeof claimAudiences)[number];

/** Whom the claims team may write a message to (POST /api/admin/claims/{id}/messages). */
export const staffMessageAudiences = ['customer', 'garage', 'staff'] as const;
export type StaffMessageAudience = (typeof staffMessageAudiences)[number];

/** How the back office marks each note's readers, and labels the choice when writing one. */
export const claimAudienceLabels: Record<ClaimAudience, string> = {
  everyone: 'To the customer and the garage',
  customer: 'To the customer',
  garage: 'To the garage',
  staff: 'Staff only',
};

/** Whether `viewer` may read a note written for `audience`: staff read all, the others their own and everyone's. */
export function audienceIncludes(audience: ClaimAudience, viewer: ClaimActor): boolean {
  return viewer === 'staff' || audience === 'everyone' || audience === viewer;
}
