import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import {
  resumable,
  warrantyTransitions,
  type WarrantyTransition,
  type WarrantyTransitionName,
} from '@kestrel/domain/warranty/warranty-transitions';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { warranties, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** What a transition may change of a warranty besides its status (dates, the balance, the inspection). */
export type WarrantyChangeSet = Omit<PgUpdateSetSource<typeof warranties>, 'status'>;

export interface TransitionWrite {
  /** The other columns the transition writes. */
  set?: WarrantyChangeSet;
  /** For a transition that gives back the status before a suspension: that status, kept on the plan. */
  resumeTo?: WarrantyStatus;
}

/** The status column as the transition leaves it. */
function statusSet({ to }: WarrantyTransition, resumeTo?: WarrantyStatus) {
  if (to === 'same') return {};
  if (to !== 'resumed') return { status: to };
  // Only a status a suspension moves from comes back (a plan may have kept another from before
  // suspensions were transitions); otherwise the status stays.
  if (!resumeTo || !resumable(resumeTo)) return {};
  return {
    status: sql<WarrantyStatus>`case when ${warranties.status} = 'suspended' then ${resumeTo} else ${warranties.status} end`,
  };
}

/**
 * One change of a warranty's status (domain `warrantyTransitions`) as one conditional UPDATE in the
 * caller's transaction: it applies only while the warranty is in a status the transition moves from
 * and the refund claim stands as the transition needs (free for a staff action; held, and then let
 * go, for the claim holder's own write). Of two callers racing, one gets the row; the other null,
 * and nothing it would have written alongside (an audit entry, an e-mail) should follow.
 */
export async function transitionWarranty(
  db: Executor,
  id: string,
  name: WarrantyTransitionName,
  write: TransitionWrite = {},
): Promise<WarrantyRow | null> {
  const transition: WarrantyTransition = warrantyTransitions[name];
  const claim = {
    forbidden: isNull(warranties.cancellationStartedAt),
    required: isNotNull(warranties.cancellationStartedAt),
    ignored: undefined,
  }[transition.refundClaim];
  const [row] = await db
    .update(warranties)
    .set({
      ...write.set,
      ...statusSet(transition, write.resumeTo),
      ...(transition.refundClaim === 'required' ? { cancellationStartedAt: null, refundIntent: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(warranties.id, id), inArray(warranties.status, [...transition.from]), claim))
    .returning();
  return row ?? null;
}

/**
 * The warranty, locked until the caller's transaction ends: what a transition found, for its audit
 * entry and to say why it was refused. Null when there is none.
 */
export async function lockWarrantyForTransition(tx: Executor, id: string): Promise<WarrantyRow | null> {
  const [row] = await tx.select().from(warranties).where(eq(warranties.id, id)).for('update');
  return row ?? null;
}
