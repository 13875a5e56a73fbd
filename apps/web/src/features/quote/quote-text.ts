/**
 * Spec §5's message, word for word (purchaseMessages.selectPlan in the domain; a test keeps the
 * two equal). Kept here so the quote page does not load Zod with the shared schemas.
 */
export const SELECT_PLAN = 'Please select a plan';
