import { notFound } from '../../lib/errors';

/** The documents module's typed errors and the messages they carry. */
export const documentErrors = {
  transactionWarrantyNotFound: () => notFound('We could not find the warranty of that transaction.'),
  transactionNotFound: () => notFound('We could not find that transaction.'),
  certificateNotReady: () =>
    notFound('Your certificate is not ready yet: we issue it once the inspection has passed and nothing is due.'),
};
