import { describe, expect, it } from 'vitest';
import {
  arbiterDecisionFormSchema,
  finalResponseFormSchema,
  recordComplaintFormSchema,
} from './complaint-form-schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('recording a complaint', () => {
  const form = {
    channel: 'phone',
    email: 'sam@example.com',
    subject: 'claim-decision',
    claimReference: '',
    receivedOn: '2026-11-20',
    description: 'The clutch claim was cut by £117.50.',
  };

  it('asks for the claim number of a claim decision, on its field', () => {
    expect(messages(recordComplaintFormSchema.safeParse(form))).toEqual({
      claimReference: 'Enter the claim number whose decision is disputed',
    });
  });

  it('drops a claim number typed before the subject became our service, and an empty day', () => {
    const parsed = recordComplaintFormSchema.parse({
      ...form,
      subject: 'service',
      claimReference: 'whatever was typed',
      receivedOn: '',
    });
    expect(parsed).toEqual({
      channel: 'phone',
      email: 'sam@example.com',
      subject: 'service',
      claimReference: undefined,
      receivedOn: undefined,
      description: form.description,
    });
  });

  it('refuses an empty channel with the words of the request schema', () => {
    expect(messages(recordComplaintFormSchema.safeParse({ ...form, channel: '', subject: 'service' }))).toEqual({
      channel: 'Choose how the complaint came: phone, e-mail or letter',
    });
  });
});

describe('the final response', () => {
  const form = { outcome: 'partly-upheld', reasons: 'The labour cap was not told.', redress: '', redressPence: '' };

  it('sends a payment typed in pounds as pence, with its words', () => {
    expect(
      finalResponseFormSchema.parse({ ...form, redress: 'A goodwill payment', redressPence: '£1,117.50' }),
    ).toEqual({ ...form, redress: 'A goodwill payment', redressPence: 111_750 });
  });

  it('needs the words for a payment', () => {
    expect(messages(finalResponseFormSchema.safeParse({ ...form, redressPence: '50' }))).toEqual({
      redress: 'Say in words what the payment is for',
    });
  });

  it('puts a sum that is not pounds on the payment field', () => {
    expect(messages(finalResponseFormSchema.safeParse({ ...form, redress: 'x', redressPence: '50p' }))).toEqual({
      redressPence: 'Enter the payment in pounds, for example 50.00',
    });
  });

  it('sends no redress for a complaint not upheld, whatever was typed before', () => {
    expect(
      finalResponseFormSchema.parse({ ...form, outcome: 'not-upheld', redress: 'An apology', redressPence: '20' }),
    ).toEqual({ outcome: 'not-upheld', reasons: form.reasons, redress: undefined, redressPence: undefined });
  });

  it('asks for the outcome and the reasons', () => {
    expect(messages(finalResponseFormSchema.safeParse({ ...form, outcome: '', reasons: ' ' }))).toEqual({
      outcome: 'Choose the outcome: upheld, partly upheld or not upheld',
      reasons: 'Give the reasons for the outcome',
    });
  });
});

describe("the arbiter's decision", () => {
  it('for the customer: the amount in pounds, VAT included, as pence', () => {
    expect(
      arbiterDecisionFormSchema.parse({ decision: 'for-customer', note: 'Pay it all.', amount: '541.10' }),
    ).toEqual({ decision: 'for-customer', note: 'Pay it all.', amount: 54_110 });
  });

  it('for the customer without an amount is refused on the amount', () => {
    expect(messages(arbiterDecisionFormSchema.safeParse({ decision: 'for-customer', note: 'x', amount: '' }))).toEqual({
      amount: 'Enter the amount the arbiter decided we pay on the claim',
    });
  });

  it('for us: no amount is sent, whatever was typed', () => {
    expect(arbiterDecisionFormSchema.parse({ decision: 'for-us', note: 'Fair.', amount: '100' })).toEqual({
      decision: 'for-us',
      note: 'Fair.',
      amount: undefined,
    });
  });
});
