import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { transferStatuses } from '@kestrel/domain/warranty/transfer-rules';
import { users } from './accounts-schema';
import { generatedId, oneOf } from './columns';
import { warranties } from './purchase-schema';

/**
 * A warranty's transfer to the vehicle's new owner (DESIGN §9.3, issue #38): what the holder said
 * of the sale, the new owner's one-use link (only its SHA-256 is kept), and how it ended. One
 * pending transfer per warranty at a time (the partial unique index); the holder at the start is
 * kept, so the seller's part stays on record once the warranty is someone else's.
 */
export const warrantyTransfers = pgTable(
  'warranty_transfers',
  {
    id: generatedId(),
    warrantyId: uuid()
      .notNull()
      .references(() => warranties.id),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id),
    /** The account that accepted; null until then. */
    toUserId: uuid().references(() => users.id),
    newOwnerName: text().notNull(),
    newOwnerEmail: text().notNull(),
    saleDate: date({ mode: 'string' }).notNull(),
    saleMileage: integer().notNull(),
    /** Pence, from site configuration when the transfer started. */
    feePence: integer().notNull().default(0),
    tokenHash: text().notNull(),
    status: text({ enum: transferStatuses }).notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When it was accepted, cancelled, refused or found expired. */
    endedAt: timestamp({ withTimezone: true }),
    refusalReason: text(),
    refusedBy: uuid().references(() => users.id),
    /**
     * A monthly warranty's takeover (DESIGN §9.3): the signed-in new owner who confirmed the
     * declaration and left to set up their Direct Debit, that mandate request, and when the
     * takeover was decided (from then the seller can no longer cancel; it is finished once).
     */
    takeoverUserId: uuid().references(() => users.id),
    takeoverBillingRequestId: text(),
    takeoverDecidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranty_transfers_token_idx').on(t.tokenHash),
    uniqueIndex('warranty_transfers_takeover_request_idx').on(t.takeoverBillingRequestId),
    uniqueIndex('warranty_transfers_one_pending_idx')
      .on(t.warrantyId)
      .where(sql`${t.status} = 'pending'`),
    index('warranty_transfers_warranty_idx').on(t.warrantyId, t.createdAt.desc()),
    index('warranty_transfers_status_idx').on(t.status, t.createdAt.desc()),
    oneOf('warranty_transfers_status_check', t.status, transferStatuses),
  ],
);

export type WarrantyTransferRow = typeof warrantyTransfers.$inferSelect;
