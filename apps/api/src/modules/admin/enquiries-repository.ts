import { count, desc, eq } from 'drizzle-orm';
import { enquiries, type EnquiryRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { setEnquiryStatus } from '../enquiries';
import { adminPage } from './admin-page';

type EnquiryStatus = EnquiryRow['status'];

const withStatus = (status: EnquiryStatus | undefined) => (status ? eq(enquiries.status, status) : undefined);

/** The enquiries inbox. */
export function enquiriesRepository(db: Executor) {
  return {
    count: async (status: EnquiryStatus | undefined) => {
      const [totals] = await db.select({ total: count() }).from(enquiries).where(withStatus(status));
      return totals?.total ?? 0;
    },

    /** Newest first, a page at a time. */
    page: async (status: EnquiryStatus | undefined, page: number) =>
      adminPage(
        db
          .select()
          .from(enquiries)
          .where(withStatus(status))
          .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
          .$dynamic(),
        page,
      ),

    byId: async (id: string) => {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
      return row ?? null;
    },

    setStatus: async (id: string, status: EnquiryStatus) => {
      return setEnquiryStatus(db, id, status);
    },
  };
}
