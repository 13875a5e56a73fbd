// The payments module's public face: what other modules and the app may use of it.
export { PAYPAL_LISTING_DELAY_MS, auditProviderTransactions, type AuditStatus } from './payments-audit';
export { priceOrderRequest, purchaseOrder } from './create-order';
export { keyFactsLines } from './order-email';
export { openOrder } from './open-order';
export { ordersRepository, type PaymentOrder, type PayOffOrder } from './orders-repository';
export { ordersOf, staleSeconds, type CardPayOff, type PaymentsContext } from './context';
export { reconcileOrders } from './reconcile-orders';
export { paymentRoutes } from './routes';
