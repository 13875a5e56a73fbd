import { describe, expect, it } from 'vitest';
import { referenceSchema, referenceSchemaOf } from './reference-schema';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('referenceSchema', () => {
  it('gives back the printed form of what was typed', () => {
    expect(referenceSchema.parse(' kw 26 004213 7')).toBe('KW-26-0042137');
    expect(referenceSchemaOf('warranty').parse('KW260042137')).toBe('KW-26-0042137');
  });

  it.each([
    [referenceSchema, 'KW-26-0042138', 'That reference has a mistake in it: check each character and enter it again'],
    [referenceSchema, 'KW-26-042137', 'Enter the reference as it is written, for example KW-26-0042137'],
    [referenceSchema, 42, 'Enter the reference as it is written, for example KW-26-0042137'],
    [referenceSchemaOf('claim'), 'KW-26-0042137', 'Enter a reference starting KC'],
    [
      referenceSchemaOf('claim'),
      'KC-26-0042138',
      'That reference has a mistake in it: check each character and enter it again',
    ],
  ] as const)('refuses %#: %j', (schema, input, message) => {
    expect(messageOf(schema.safeParse(input))).toBe(message);
  });
});
