/** The purchase flow's fixed messages (spec §5, §8), shared by the pages and the server. */
export const purchaseMessages = {
  startBeforePurchase: 'Plan start date cannot be before the purchase date',
  selectPlan: 'Please select a plan',
  paymentFailed: 'Something went Wrong, please try again.',
  orderConfirmed: 'Thank you for your purchase! Your warranty details will be delivered to your email shortly.',
  confirmDeclaration: 'Please confirm the declaration before you pay',
  termsChanged:
    'Our terms have changed since you read them. Please read the key facts again and confirm the declaration before you pay.',
  confirmUnlikelyDetails: 'Please check these details and confirm they are right before you pay.',
  lookupFailed: "We couldn't fetch your vehicle details. Please enter them manually:",
} as const;
