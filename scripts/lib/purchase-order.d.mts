/** See purchase-order.mjs: the create-paypal-order body for a typed-in 2020 Vauxhall Astra. */
export function typedVehicleOrder(registration: string, plan: string, termsVersion: string): Record<string, unknown>;
