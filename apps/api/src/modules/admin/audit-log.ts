import { auditEntries } from '../audit';
import type { AdminContext } from './context';

const AUDIT_PAGE_SIZE = 50;

/** A page of the audit log of staff actions, newest first. */
export async function auditLog(ctx: Pick<AdminContext, 'db'>, page: number) {
  return {
    entries: await auditEntries(ctx.db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    page,
  };
}
