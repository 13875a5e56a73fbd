import { describe, expect, it } from 'vitest';
import { garageClaimAnswerSchema, garageDecisionSchema } from '../schemas/claim-answers';
import { staffClaimMessageRequestSchema } from '../schemas/claims';
import { audienceIncludes, claimAudiences } from './claim-audiences';

describe('who reads a claim note (DESIGN §9.1)', () => {
  it('staff read every note; the customer and the garage their own and everyone’s, never each other’s or staff-only', () => {
    const readers = (viewer: 'customer' | 'garage' | 'staff') =>
      claimAudiences.filter((audience) => audienceIncludes(audience, viewer));
    expect(readers('staff')).toEqual(['everyone', 'customer', 'garage', 'staff']);
    expect(readers('customer')).toEqual(['everyone', 'customer']);
    expect(readers('garage')).toEqual(['everyone', 'garage']);
  });

  it('a staff message names its readers: the customer, the garage or staff only', () => {
    expect(staffClaimMessageRequestSchema.safeParse({ audience: 'garage', message: 'Keep the old part' }).success).toBe(
      true,
    );
    for (const audience of ['everyone', undefined, 'customer,garage']) {
      expect(staffClaimMessageRequestSchema.safeParse({ audience, message: 'Hello' }).success).toBe(false);
    }
  });
});

describe("the garage's answer is an allow-list", () => {
  const answer = {
    reference: 'KC-26-0000001',
    status: { value: 'reported', label: 'Awaiting the garage' },
    customerName: 'Ann Example',
    vehicle: { registration: 'AB12CDE', make: 'FORD', model: 'FOCUS' },
    faultDate: '2026-11-20',
    garageName: 'Leeds Motor Services',
    cover: {
      levelName: 'Secure',
      claimLimit: 200_000,
      claimLimitLeft: 200_000,
      labourCapPerHour: 7_000,
      diagnosisHours: 1,
      limits: [],
    },
    nextStep: { by: 'garage', text: 'Please send us your estimate.', dueOn: null, overdue: false },
    actions: ['send-estimate'],
    estimate: null,
    assessment: null,
    decision: {
      authorisedAmount: null,
      authorisedAt: null,
      declineReasonLabel: null,
      invoice: null,
      paymentReference: null,
      paidOn: null,
    },
    timeline: [],
    files: [],
    filesLeft: 10,
    letterUrl: null,
  };

  it('takes the fields it names', () => {
    expect(garageClaimAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it("refuses anything else of the customer's: what happened, the decline note, a customer's e-mail", () => {
    expect(garageClaimAnswerSchema.safeParse({ ...answer, whatHappened: 'My phone is 07700 900123' }).success).toBe(
      false,
    );
    expect(garageDecisionSchema.safeParse({ ...answer.decision, declineNote: 'To the customer' }).success).toBe(false);
    const timeline = [
      {
        id: '1',
        at: '',
        kind: 'message',
        label: 'Message',
        actor: 'customer',
        by: 'x',
        note: null,
        audience: 'customer',
      },
    ];
    expect(garageClaimAnswerSchema.safeParse({ ...answer, timeline }).success).toBe(false);
    const vehicle = { ...answer.vehicle, ownerEmail: 'ann@example.com' };
    expect(garageClaimAnswerSchema.safeParse({ ...answer, vehicle }).success).toBe(false);
  });
});
