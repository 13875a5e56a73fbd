/**
 * Every key of the signed-in areas' server state (TanStack Query), in one place: a read and the
 * writes that change it name the same key. Each record has its own key and no key is the start
 * of another's unless a write means to refresh both (a list's `all` is the start of every filter
 * of that list).
 */

/** A list page's filters, as its address holds them. */
export type ListFilter = Readonly<Record<string, string | number | undefined>>;

export const queryKeys = {
  profile: () => ['profile'] as const,
  warranties: {
    /** The dashboard's: the counts and the current warranties. */
    current: () => ['warranties', 'current'] as const,
    /** The purchase history's: every warranty. */
    all: () => ['warranties', 'all'] as const,
    /** Those a claim may be made on. */
    inForce: () => ['warranties', 'in-force'] as const,
    one: (id: string) => ['warranty', id, 'detail'] as const,
    history: (id: string) => ['warranty', id, 'history'] as const,
    payNow: (id: string) => ['warranty', id, 'pay-now'] as const,
    payOff: (id: string) => ['warranty', id, 'pay-off'] as const,
  },
  transactions: {
    all: () => ['transactions'] as const,
    one: (id: string) => ['transaction', id] as const,
  },
  monthlyPlans: {
    mine: () => ['monthly-plans'] as const,
    mandate: (registration: string) => ['monthly-mandate', registration] as const,
  },
  claims: {
    mine: () => ['claims'] as const,
    one: (id: string) => ['claim', id] as const,
    garage: (token: string) => ['garage-claim', token] as const,
  },
  transfers: {
    ofWarranty: (warrantyId: string) => ['transfer', warrantyId] as const,
    offer: (token: string) => ['transfer-offer', token] as const,
  },
  complaints: {
    mine: () => ['complaints'] as const,
    one: (id: string) => ['complaint', id] as const,
  },
  privacy: {
    consent: () => ['privacy', 'consent'] as const,
    signIns: () => ['privacy', 'sign-ins'] as const,
  },
  vehicleHistory: (registration: string, miles: number | null) => ['vehicle-history', registration, miles] as const,
  admin: {
    workQueue: (filter: ListFilter) => ['admin', 'work-queue', filter] as const,
    warranty: (id: string) => ['admin', 'warranty', id] as const,
    warrantyHistory: (id: string) => ['admin', 'warranty-history', id] as const,
    monthlyPlan: (id: string) => ['admin', 'monthly-plan', id] as const,
    monthlyPlans: (filter: ListFilter) => ['admin', 'monthly-plans', filter] as const,
    enquiries: (filter: ListFilter) => ['admin', 'enquiries', filter] as const,
    customers: (filter: ListFilter) => ['admin', 'customers', filter] as const,
    customer: (id: string) => ['admin', 'customer', id] as const,
    outbox: (filter: ListFilter) => ['admin', 'outbox', filter] as const,
    paymentsAudit: (since: string) => ['admin', 'payments-audit', since] as const,
    audit: (page: number) => ['admin', 'audit', page] as const,
    claimsQueue: {
      all: () => ['admin', 'claims-queue'] as const,
      list: (filter: ListFilter) => ['admin', 'claims-queue', filter] as const,
      /** Under the queue's key, so a decision that refreshes the queue refreshes the figures too. */
      timeFrames: () => ['admin', 'claims-queue', 'time-frames'] as const,
    },
    claim: (id: string) => ['admin', 'claim', id] as const,
    claimsRecord: () => ['admin', 'claims-record'] as const,
    complaintsQueue: {
      all: () => ['admin', 'complaints-queue'] as const,
      list: (filter: ListFilter) => ['admin', 'complaints-queue', filter] as const,
    },
    complaint: (id: string) => ['admin', 'complaint', id] as const,
    privacyRequests: () => ['admin', 'privacy-requests'] as const,
    prices: () => ['admin', 'prices'] as const,
    transfers: (filter: ListFilter) => ['admin', 'transfers', filter] as const,
  },
};
