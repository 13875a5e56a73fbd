import { ADMIN_PAGE_SIZE } from '@kestrel/domain/schemas/admin';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** One page of a back-office list (pages count from 1), on a query built with `.$dynamic()`. */
export function adminPage<Query extends PgSelect>(query: Query, page: number) {
  return query.limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE);
}

/** `%` and `_` typed by staff are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
