import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanTextMessages, findUnsafeText, hasUnsafeText, unsafeTextProblem, withCleanText } from './clean-text';

describe('unsafeTextProblem', () => {
  it.each([
    ['Emma', false, null],
    ['Zoë Ødegård 😀 李', false, null],
    ['Em\u0000ma', false, cleanTextMessages.control],
    ['Em\u0007ma', true, cleanTextMessages.control],
    ['Em\u001bma', true, cleanTextMessages.control],
    ['Em\u007fma', false, cleanTextMessages.control],
    ['line one\nline two', false, cleanTextMessages.lineBreak],
    ['tab\there', false, cleanTextMessages.lineBreak],
    ['line one\r\nline two\tindented', true, null],
    ['lone \ud800 high', false, cleanTextMessages.surrogate],
    ['lone \udc00 low', true, cleanTextMessages.surrogate],
    ['ends high \ud83d', false, cleanTextMessages.surrogate],
    ['evil\u202egnp.exe', false, cleanTextMessages.bidi],
    ['embed \u202a', true, cleanTextMessages.bidi],
    ['isolate \u2066x\u2069', false, cleanTextMessages.bidi],
    ['just outside \u2029 \u206a', false, null],
  ])('%j (multi-line %s) → %s', (text, multiline, expected) => {
    expect(unsafeTextProblem(text, multiline)).toBe(expected);
  });
});

describe('findUnsafeText', () => {
  it('walks objects, arrays and keys, allowing line breaks only in multi-line fields', () => {
    const found = findUnsafeText({
      firstname: 'Em\u0000ma',
      message: 'Hello\nthere',
      addr: { address: '1\u202e2 High St', city: 'Leeds' },
      list: ['ok', 'bad\u0001'],
      ['key\u0000']: 'x',
      age: 3,
    });
    expect(found).toEqual([
      { path: ['firstname'], message: cleanTextMessages.control },
      { path: ['addr', 'address'], message: cleanTextMessages.bidi },
      { path: ['list', 1], message: cleanTextMessages.control },
      { path: ['key\u0000'], message: cleanTextMessages.control },
    ]);
  });

  it('hasUnsafeText says whether findUnsafeText finds anything, for any request-like value', () => {
    // Text with the characters the rule is about, so that both answers come up often.
    const text = fc.string({
      unit: fc.constantFrom('a', ' ', '\n', '\t', '\u0000', '\u202e', '\ud800', '\udc00', 'é'),
    });
    const key = fc.oneof(text, fc.constantFrom('message', 'notes', 'name'));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(key, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (request) => {
        expect(hasUnsafeText(request)).toBe(findUnsafeText(request).length > 0);
      }),
    );
  });

  it('withCleanText turns each problem into an issue at its field', () => {
    const schema = withCleanText(z.object({ name: z.string(), notes: z.string() }));
    expect(schema.safeParse({ name: 'Sam', notes: 'a\nb' }).success).toBe(true);
    const result = schema.safeParse({ name: 'S\u0000am', notes: 'ok' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['name'], cleanTextMessages.control],
    ]);
  });
});
