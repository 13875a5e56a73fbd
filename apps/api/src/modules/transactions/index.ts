// The transactions module's public face: what other modules and the app may use of it.
export type { TransactionsContext } from './context';
export { customerTransactions, transactionLedger, type NewTransaction, type TransactionRecord } from './repository';
export { transactionRoutes } from './routes';
export { transactionView } from './transaction-view';
