import { and, eq, exists, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { claims, users } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * The reads behind a claim's risk signals (DESIGN §9.2), each one query for a whole page of claims
 * however long, never one per claim. Contact details are compared normalised in SQL exactly as
 * `contact-match.ts` does in the domain: e-mail lower case and trimmed, phone digits only with
 * a leading 44 read as 0, postcode without spaces in upper case.
 */

const emailKey = (column: SQL | typeof users.email) => sql<string>`lower(trim(${column}))`;
const phoneKey = (column: typeof users.mobileNo) =>
  sql<string>`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^44', '0')`;
const postcodeKey = (column: typeof users.postcode) => sql<string>`upper(regexp_replace(${column}, '\\s', '', 'g'))`;
const garageEmail = sql<string>`lower(trim(${claims.garage}->>'email'))`;
const garageVat = sql<string>`${claims.garage}->>'vatNumber'`;

/** A customer whose contact details may match a garage's. */
export interface ContactRow {
  id: string;
  email: string;
  mobileNo: string;
  address: string;
  postcode: string;
}

export function riskSignalsRepository(db: Executor) {
  return {
    /**
     * The claimants themselves, and every other customer (not erased) with an e-mail, phone or
     * postcode among the garages' (the address is then compared beside the postcode).
     */
    contacts(
      claimantIds: string[],
      keys: { emails: string[]; phones: string[]; postcodes: string[] },
    ): Promise<ContactRow[]> {
      if (claimantIds.length === 0) return Promise.resolve([]);
      const none = ['']; // inArray needs at least one value
      const fields = {
        id: users.id,
        email: users.email,
        mobileNo: users.mobileNo,
        address: users.address,
        postcode: users.postcode,
      };
      return db
        .select(fields)
        .from(users)
        .where(
          or(
            inArray(users.id, claimantIds),
            and(
              eq(users.role, 'customer'),
              isNull(users.erasedAt),
              or(
                inArray(emailKey(users.email), keys.emails.length ? keys.emails : none),
                inArray(phoneKey(users.mobileNo), keys.phones.length ? keys.phones : none),
                inArray(postcodeKey(users.postcode), keys.postcodes.length ? keys.postcodes : none),
              ),
            ),
          ),
        );
    },

    /**
     * Which of these claims name a garage seen before: an earlier claim (made before it) with the
     * same garage e-mail or VAT number. Compared in the database, so "earlier" is exact.
     */
    async garageSeenBefore(claimIds: string[]): Promise<Set<string>> {
      if (claimIds.length === 0) return new Set();
      const earlier = alias(claims, 'earlier');
      const rows = await db
        .select({ id: claims.id })
        .from(claims)
        .where(
          and(
            inArray(claims.id, claimIds),
            exists(
              db
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    lt(earlier.createdAt, claims.createdAt),
                    or(
                      eq(emailKey(sql`${earlier.garage}->>'email'`), garageEmail),
                      eq(sql`${earlier.garage}->>'vatNumber'`, garageVat),
                    ),
                  ),
                ),
            ),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** The declined claims on these warranties, with when each was declined. */
    declinedOn(warrantyIds: string[]) {
      if (warrantyIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: claims.id,
          warrantyId: claims.warrantyId,
          reference: claims.reference,
          declinedAt: claims.declinedAt,
        })
        .from(claims)
        .where(
          and(inArray(claims.warrantyId, warrantyIds), eq(claims.status, 'declined'), isNotNull(claims.declinedAt)),
        );
    },
  };
}
