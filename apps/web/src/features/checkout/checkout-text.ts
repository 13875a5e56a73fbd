/**
 * Spec §8's payment messages, word for word (purchaseMessages in the domain; a test keeps them
 * equal). Kept here so the payment page does not load Zod with the shared schemas.
 */
export const PAYMENT_FAILED = 'Something went Wrong, please try again.';
export const ORDER_CONFIRMED =
  'Thank you for your purchase! Your warranty details will be delivered to your email shortly.';
export const ORDER_CONFIRMATION_TITLE = 'Order Confirmation';
