import { sql } from 'drizzle-orm';
import { closedClaimStatuses } from '@kestrel/domain/claims/claim-status';
import type { ErasureFacts } from '@kestrel/domain/privacy/erasure';
import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { rowsOf, type Executor } from '../../db/tx';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Direct Debit plans still collecting money (or about to). */
export const collectingPlanStatuses = ['awaiting-mandate', 'active', 'in-arrears', 'suspended'] as const;

/** The customer's details as erasure finds them, before it replaces them. */
export interface CustomerDetails {
  email: string;
  firstname: string;
  lastname: string;
  mobile_no: string;
  address: string;
  city: string;
  postcode: string;
  erased_at: string | null;
}

/** Tables whose rows are only the customer's secrets and sign-in state: deleted outright. */
const SECRET_TABLES = ['password_tokens', 'profile_images', 'sign_in_challenges', 'recovery_codes'] as const;

/**
 * The statements of an account's erasure (docs/privacy.md "Delete my account"), across every table
 * that holds the customer's details. Run them in one transaction (erase-account.ts).
 */
export function erasureRepository(db: Executor) {
  return {
    /** What still runs for the customer on `today`: each a reason erasure must wait (domain/privacy/erasure.ts). */
    async facts(userId: string, today: string): Promise<ErasureFacts> {
      const [row] = rowsOf<{ warranties: number; claims: number; plans: number; complaints: number }>(
        await db.execute(sql`select
          (select count(*)::int from warranties where user_id = ${userId}
             and status in (${list(standingStatuses)}) and expiry_date >= ${today}) as warranties,
          (select count(*)::int from claims where user_id = ${userId}
             and status not in (${list(closedClaimStatuses)})) as claims,
          (select count(*)::int from direct_debit_plans where user_id = ${userId}
             and status in (${list(collectingPlanStatuses)})) as plans,
          (select count(*)::int from complaints where user_id = ${userId}
             and status in ('open', 'referred')) as complaints`),
      );
      return {
        warrantiesInForce: row?.warranties ?? 0,
        openClaims: row?.claims ?? 0,
        collectionsDue: row?.plans ?? 0,
        openComplaints: row?.complaints ?? 0,
      };
    },

    /** The customer's row, held until the transaction ends; null for no such customer. */
    async lockCustomer(userId: string): Promise<CustomerDetails | null> {
      const [user] = rowsOf<CustomerDetails>(
        await db.execute(sql`select * from users where id = ${userId} and role = 'customer' for update`),
      );
      return user ?? null;
    },

    /**
     * Earlier e-mails to the address, or about the customer (a staff notice of their enquiry, which
     * quotes their name and address), keep their kind and dates but lose their text, and the address
     * when it was the customer's; any not yet sent will not be (the account they were about is gone).
     */
    async forgetEmails(email: string, pseudonym: string, identifying: string[]): Promise<void> {
      const texts = sql`lower(subject || ' ' || text_body || ' ' || coalesce(html_body, ''))`;
      const mentions = sql.join(
        [email, ...identifying]
          .filter((text) => text.trim().length >= 4)
          .map((text) => sql`strpos(${texts}, ${text.toLowerCase()}) > 0`),
        sql` or `,
      );
      await db.execute(sql`update outbox_emails set
          to_address = case when lower(to_address) = ${email} then ${pseudonym} else to_address end,
          subject = '[erased]', text_body = '', html_body = null,
          status = case when status = 'sent' then status else 'failed' end,
          last_error = case when status = 'sent' then last_error else 'Not sent: the account was erased.' end
        where lower(to_address) = ${email} or ${mentions}`);
    },

    async deleteEnquiries(email: string): Promise<void> {
      await db.execute(sql`delete from enquiries where lower(email) = ${email}`);
    },

    /** Staff actions' before and after copies lose the customer's details (each JSON string equal to one). */
    async scrubAuditLog(values: string[]): Promise<void> {
      for (const value of new Set(values.filter((v) => v.trim().length > 0))) {
        const quoted = JSON.stringify(value);
        for (const column of ['before', 'after'] as const) {
          const target = sql.identifier(column);
          await db.execute(sql`update audit_log set ${target} = replace(${target}::text, ${quoted}, '"[erased]"')::jsonb
            where strpos(${target}::text, ${quoted}) > 0`);
        }
      }
    },

    /** The profile becomes the pseudonym's: details blanked, sign-in secrets gone, the account disabled. */
    async pseudonymise(userId: string, pseudonym: string, now: Date): Promise<void> {
      await db.execute(sql`update users set
          email = ${pseudonym}, firstname = 'Erased', lastname = 'customer', mobile_no = '', address = '',
          city = '', postcode = '', password_hash = null, google_sub = null, profile_image_id = null,
          totp_secret = null, totp_last_step = null, erased_at = ${now.toISOString()}::timestamptz,
          disabled_at = coalesce(disabled_at, ${now.toISOString()}::timestamptz), updated_at = now()
        where id = ${userId}`);
    },

    async deleteSecrets(userId: string): Promise<void> {
      for (const table of SECRET_TABLES) {
        await db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
      }
    },

    /** The record of their requests stays (to show each was answered), naming the pseudonym only. */
    async anonymiseRequests(userId: string): Promise<void> {
      await db.execute(sql`update privacy_requests set requester = 'Erased customer' where user_id = ${userId}`);
    },

    async withdrawConsents(userId: string, now: Date): Promise<void> {
      await db.execute(sql`update marketing_consents set withdrawn_at = ${now.toISOString()}::timestamptz,
          withdrawn_by = 'erasure' where user_id = ${userId} and withdrawn_at is null`);
    },

    /** The erasure itself in the audit log: by the customer, or by staff (`actorId`) on request. */
    async recordErased(userId: string, actorId: string | undefined, now: Date): Promise<void> {
      await db.execute(sql`insert into audit_log (actor_id, action, subject_type, subject_id, after)
        values (${actorId ?? userId}, 'privacy.erased', 'customer', ${userId},
          ${JSON.stringify({ erasedAt: now.toISOString(), by: actorId ? 'staff' : 'customer' })}::jsonb)`);
    },
  };
}
