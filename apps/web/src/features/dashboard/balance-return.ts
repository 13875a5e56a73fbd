/** Where PayPal sends the buyer back after a balance payment (see the API's balance order). */
export type BalanceReturn =
  | { kind: 'none' }
  | { kind: 'cancelled'; warrantyId: string }
  | { kind: 'approved'; warrantyId: string; orderID: string; payerID?: string };

/**
 * Reads `?balance={warrantyId}&token={orderID}&PayerID={payer}` (approved) or
 * `?balance={warrantyId}&cancelled=1` (the buyer cancelled on PayPal's page).
 */
export function readBalanceReturn(params: URLSearchParams): BalanceReturn {
  const warrantyId = params.get('balance');
  if (!warrantyId) return { kind: 'none' };
  if (params.get('cancelled') === '1') return { kind: 'cancelled', warrantyId };
  const orderID = params.get('token');
  if (!orderID) return { kind: 'none' };
  const payerID = params.get('PayerID');
  return payerID ? { kind: 'approved', warrantyId, orderID, payerID } : { kind: 'approved', warrantyId, orderID };
}
