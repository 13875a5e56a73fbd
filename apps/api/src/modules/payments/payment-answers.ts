import { planName } from '@kestrel/domain/catalogue/plans';
import { type CaptureAnswer, purchaseMessages } from '@kestrel/domain/schemas/purchase';
import type { Fulfilment } from './capture-payment';

/** The capture call's answer: the one warranty and transaction the order made. */
export function captureAnswer({ warranty, transaction, orderReference }: Fulfilment): CaptureAnswer {
  return {
    message: purchaseMessages.orderConfirmed,
    warranty: {
      _id: warranty.id,
      reference: warranty.reference,
      order_reference: orderReference,
      status: { value: warranty.status },
      plan: planName(warranty),
      reg_num: warranty.registration,
      amount: warranty.price,
      start_date: warranty.startDate,
      expiry_date: warranty.expiryDate,
    },
    transaction: {
      _id: transaction.id,
      reference: transaction.reference,
      source_id: transaction.sourceId,
      status: transaction.status,
      method: transaction.method,
      amount: transaction.amount,
    },
  };
}
