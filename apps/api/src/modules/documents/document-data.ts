/**
 * What the receipt and the certificate show, as plain data: the sources read it from the database,
 * the PDF builders draw it, and neither side sees the other's types.
 */

/** A person named on a document. Phone and address are left out when empty. */
export interface DocumentParty {
  name: string;
  email: string;
  phone?: string;
  address?: string;
}

/** The receipt of one payment or refund. */
export interface ReceiptData {
  customer: DocumentParty;
  warranty: {
    /** The certificate number, `KW-26-0042137` (never the internal id). */
    reference: string;
    planName: string;
    registration: string;
    make: string;
    model: string;
    /** yyyy-MM-dd */
    startDate: string;
    /** yyyy-MM-dd */
    expiryDate: string;
  };
  transaction: {
    /** The receipt number, `KR-26-0000015`. */
    reference: string;
    /** The reference of the order it paid or refunded, `KO-26-0000015`, when there was one. */
    orderReference: string | null;
    /** The payment provider's id of the capture or refund. */
    sourceId: string;
    kind: 'payment' | 'refund';
    method: string;
    status: string;
    amountPence: number;
    currency: string;
    createdAt: Date;
  };
}

/** The certificate of one warranty whose inspection has passed. */
export interface CertificateData {
  customer: DocumentParty;
  warranty: {
    /** The certificate number, `KW-26-0042137` (never the internal id). */
    reference: string;
    planName: string;
    level: 'safe' | 'secure' | 'supreme';
    claimLimitPence: number;
    months: number;
    /** yyyy-MM-dd */
    startDate: string;
    /** yyyy-MM-dd */
    expiryDate: string;
    pricePence: number;
    /** Paid monthly: the pence of its instalments collected so far; null when paid in full. */
    monthlyCollectedPence: number | null;
    registration: string;
    make: string;
    model: string;
    fuelType: string;
    /** Cubic centimetres. */
    engineSize: number;
    /** yyyy-MM-dd */
    firstRegistered: string;
    /** Miles at purchase. */
    mileage: number;
    /** False when the customer typed the vehicle's details because the look-up failed. */
    vehicleVerified: boolean;
    /** The claim rules it was sold with: the labour cap, VAT and excess its certificate states. */
    claimRulesVersion: number;
  };
  /** yyyy-MM-dd */
  issuedOn: string;
}
