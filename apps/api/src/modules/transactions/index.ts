// The transactions module's public face: what other modules and the app may use of it.
export { customerTransactions, transactionView } from './customer-transactions';
export { transactionRoutes } from './routes';
