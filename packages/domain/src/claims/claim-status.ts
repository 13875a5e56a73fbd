/**
 * A claim's statuses and the moves between them, as data (DESIGN §8.1 "Statuses"):
 * `reported` (awaiting the garage) → `estimate-received` → `info-requested` ⇄ `estimate-received`
 * → `authorised` → `invoiced` → `paid`; or `declined`; or `withdrawn` by the customer before
 * authorisation; reopening returns a declined claim to `estimate-received`. Each move says who may
 * make it; the API refuses any other, and the screens offer only these.
 */

export const claimStatuses = [
  'reported',
  'estimate-received',
  'info-requested',
  'authorised',
  'invoiced',
  'paid',
  'declined',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimStatusLabels: Record<ClaimStatus, string> = {
  reported: 'Awaiting the garage',
  'estimate-received': 'Estimate received',
  'info-requested': 'Information requested',
  authorised: 'Authorised',
  invoiced: 'Invoiced',
  paid: 'Paid',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** Statuses in which nothing more happens (reopening a decline is the one way back). */
export const closedClaimStatuses: readonly ClaimStatus[] = ['paid', 'declined', 'withdrawn'];

/** Whether the claim is open: it counts as the warranty's one open claim and its garage link works. */
export function claimOpen(status: ClaimStatus): boolean {
  return !closedClaimStatuses.includes(status);
}

/**
 * Who acts on a claim. `system` is the rules deciding on their own (DESIGN §9.2): an automatic
 * authorisation, shown as "Kestrel Warranties (automatic)".
 */
export const claimActors = ['customer', 'garage', 'staff', 'system'] as const;
export type ClaimActor = (typeof claimActors)[number];

/** The parties who read a claim and send its files: every actor but the rules themselves. */
export const claimParties = ['customer', 'garage', 'staff'] as const;
export type ClaimParty = (typeof claimParties)[number];

export const claimActions = [
  'send-estimate',
  'request-info',
  'answer-info',
  'authorise',
  'decline',
  'withdraw',
  'send-invoice',
  'mark-paid',
  'reopen',
  'award',
  'reverse-automatic',
] as const;
export type ClaimAction = (typeof claimActions)[number];

/** What a claim's timeline records: its report, each action, and the events that change no status. */
export const claimEventKinds = [
  'reported',
  ...claimActions,
  'message',
  'adjust',
  'garage-link-sent',
  'file-added',
] as const;
export type ClaimEventKind = (typeof claimEventKinds)[number];

export interface ClaimTransition {
  action: ClaimAction;
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  actors: readonly ClaimActor[];
  /** How the timeline names the event. */
  label: string;
  /** False for a move no claim screen offers: the arbiter's award is made from its complaint. */
  offered?: false;
}

const beforeAuthorisation: readonly ClaimStatus[] = ['reported', 'estimate-received', 'info-requested'];

export const claimTransitions: readonly ClaimTransition[] = [
  {
    action: 'send-estimate',
    from: ['reported', 'info-requested'],
    to: 'estimate-received',
    actors: ['garage'],
    label: 'Estimate sent by the garage',
  },
  {
    action: 'request-info',
    from: ['estimate-received'],
    to: 'info-requested',
    actors: ['staff'],
    label: 'Information requested',
  },
  {
    action: 'answer-info',
    from: ['info-requested'],
    to: 'estimate-received',
    actors: ['customer', 'garage'],
    label: 'Information sent',
  },
  {
    action: 'authorise',
    from: ['estimate-received'],
    to: 'authorised',
    actors: ['staff', 'system'],
    label: 'Repair authorised',
  },
  { action: 'decline', from: beforeAuthorisation, to: 'declined', actors: ['staff'], label: 'Claim declined' },
  { action: 'withdraw', from: beforeAuthorisation, to: 'withdrawn', actors: ['customer'], label: 'Claim withdrawn' },
  {
    action: 'send-invoice',
    from: ['authorised'],
    to: 'invoiced',
    actors: ['garage', 'staff'],
    label: 'Invoice received',
  },
  { action: 'mark-paid', from: ['invoiced'], to: 'paid', actors: ['staff'], label: 'Garage paid' },
  { action: 'reopen', from: ['declined'], to: 'estimate-received', actors: ['staff'], label: 'Claim reopened' },
  // The independent arbiter's decision for the customer (docs/complaints.md), which binds us: the
  // claim is reopened at the amount decided. With no invoice yet, the garage invoices as after any
  // authorisation; with one, staff pay what the award adds to what we had paid.
  {
    action: 'award',
    from: ['reported', 'estimate-received', 'info-requested', 'authorised', 'declined'],
    to: 'authorised',
    actors: ['staff'],
    label: 'Claim reviewed: new amount authorised',
    offered: false,
  },
  {
    action: 'award',
    from: ['invoiced', 'paid'],
    to: 'invoiced',
    actors: ['staff'],
    label: 'Claim reviewed: new amount authorised',
    offered: false,
  },
  // A claims handler undoes the rules' authorisation before the garage invoices (DESIGN §9.2): the
  // claim waits for a person's decision again. Offered only when the authorisation was automatic.
  {
    action: 'reverse-automatic',
    from: ['authorised'],
    to: 'estimate-received',
    actors: ['staff'],
    label: 'Automatic authorisation reversed',
    offered: false,
  },
];

/** The status `action` by `actor` leads to from `status`, or null when it is not allowed. */
export function nextClaimStatus(status: ClaimStatus, action: ClaimAction, actor: ClaimActor): ClaimStatus | null {
  const transition = claimTransitions.find((t) => t.action === action && t.from.includes(status));
  if (!transition || !transition.actors.includes(actor)) return null;
  return transition.to;
}

/** What a claim screen offers `actor` on a claim in `status`, in the table's order. */
export function claimActionsFor(status: ClaimStatus, actor: ClaimActor): ClaimAction[] {
  return claimTransitions
    .filter((t) => t.offered !== false && t.from.includes(status) && t.actors.includes(actor))
    .map((t) => t.action);
}

/** Staff may lower lines of the assessment while the claim waits for their decision. */
export function assessmentAdjustable(status: ClaimStatus): boolean {
  return status === 'estimate-received' || status === 'info-requested';
}
