import { notFound } from '../../lib/errors';

/** The transactions module's typed errors and the messages they carry. */
export const transactionErrors = {
  /** Another customer's transaction is "not found" too. */
  notFound: () => notFound('We could not find that transaction.'),
};
