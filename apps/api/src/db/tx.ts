import type { Database } from './database-types';

/** An open transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository function runs its statements on: the database or an open transaction, so a
 * caller can make several changes in one transaction. Narrow it with `Pick` where a reader only
 * selects (`Pick<Executor, 'select'>`).
 */
export type Executor = Database | Tx;

/** The rows of a raw `execute(sql\`…\`)`, typed by the caller (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
