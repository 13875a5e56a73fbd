import { describe, expect, it } from 'vitest';
import { enquiryRequestSchema } from './enquiry';

const valid = { fullname: 'Priya Shah', email: 'priya.shah@example.co.uk', message: 'Can I use my own garage?' };

/** The first message for each field, as the form shows them. */
function messages(input: unknown): Record<string, string> {
  const result = enquiryRequestSchema.safeParse(input);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.') || '(form)'] ??= issue.message;
  return byField;
}

describe('enquiryRequestSchema', () => {
  it('trims each field', () => {
    expect(enquiryRequestSchema.parse({ fullname: ' Priya ', email: ' p@example.co.uk ', message: ' Hi ' })).toEqual({
      fullname: 'Priya',
      email: 'p@example.co.uk',
      message: 'Hi',
    });
  });

  it('accepts the longest values allowed', () => {
    const longest = { fullname: 'x'.repeat(100), email: `${'x'.repeat(240)}@example.co.uk`, message: 'x'.repeat(2000) };
    expect(enquiryRequestSchema.safeParse(longest).success).toBe(true);
  });

  it.each([
    [{}, { fullname: 'Enter your full name', email: 'Enter your email address', message: 'Enter your message' }],
    [{ ...valid, fullname: ' ' }, { fullname: 'Enter your full name' }],
    [{ ...valid, email: 'priya.example.co.uk' }, { email: 'Enter a valid email address' }],
    [{ ...valid, message: 'x'.repeat(2001) }, { message: 'Your message must be 2,000 characters or fewer' }],
    [{ ...valid, fullname: 'x'.repeat(101) }, { fullname: 'Your name must be 100 characters or fewer' }],
    [{ ...valid, extra: 1 }, { '(form)': 'An enquiry has no field called extra' }],
    [null, { '(form)': 'Send your full name, email address and message' }],
  ])('refuses %j with a clear message', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
