import { describe, expect, it } from 'vitest';
import { charactersLeft, complaintMadeMessage, finalResponseBy, subjectText } from './complaint-text';

describe('charactersLeft', () => {
  it.each([
    [0, 4000, '4,000 characters left'],
    [3999, 4000, '1 character left'],
    [4000, 4000, 'No characters left (the limit is 4,000)'],
    [4100, 4000, 'No characters left (the limit is 4,000)'],
  ])('%i of %i → %s', (length, max, words) => {
    expect(charactersLeft(length, max)).toBe(words);
  });
});

describe('the dates and subject as the customer reads them', () => {
  it('promises the final response by the day, in the site format', () => {
    expect(finalResponseBy('2027-01-24')).toBe('by 24 January 2027');
  });

  it('names the claim of a claim dispute', () => {
    const subject = { value: 'claim-decision', label: 'A claim decision' } as const;
    expect(subjectText({ subject, claimReference: 'KC-26-0000012' })).toBe('A claim decision (claim KC-26-0000012)');
    expect(subjectText({ subject: { value: 'service', label: 'Our service' }, claimReference: null })).toBe(
      'Our service',
    );
  });

  it('thanks the customer with the reference, the e-mail and the final-response day', () => {
    expect(complaintMadeMessage({ reference: 'KP-26-0000003', finalResponseDueOn: '2027-01-24' })).toBe(
      'Thank you: we have your complaint KP-26-0000003 and have e-mailed you an acknowledgement. We will send our final response by 24 January 2027 at the latest.',
    );
  });
});
