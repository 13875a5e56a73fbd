import type { z } from 'zod';

/**
 * Text is clean at the door (SECURITY C9): no C0 control character (tab and newline only in
 * multi-line text), no lone UTF-16 surrogate and no bidirectional override or isolate
 * (U+202A–U+202E, U+2066–U+2069) in any text a client sends. One rule for every field of every
 * request; the API applies it to every body, query and path parameter it validates.
 */

/** Fields whose text may run over several lines (messages, notes, reasons, a complaint and our answer). */
export const multilineTextFields: ReadonlySet<string> = new Set([
  'message',
  'notes',
  'note',
  'reason',
  'reasons',
  'redress',
  'description',
]);

export const cleanTextMessages = {
  control: 'Remove the control characters from this text',
  lineBreak: 'Keep this on one line (no tabs or line breaks)',
  surrogate: 'This text has a broken character in it',
  bidi: 'Remove the text-direction characters from this text',
} as const;

const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** Why a piece of text is refused, or null when it is clean. */
export function unsafeTextProblem(value: string, multiline: boolean): string | null {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) {
      if (!LINE_CONTROLS.has(code)) return cleanTextMessages.control;
      if (!multiline) return cleanTextMessages.lineBreak;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return cleanTextMessages.surrogate;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return cleanTextMessages.surrogate;
    } else if (isBidiControl(code)) {
      return cleanTextMessages.bidi;
    }
  }
  return null;
}

export interface UnsafeText {
  path: (string | number)[];
  message: string;
}

/** Every string in a parsed request (keys included) that breaks the rule, with its path. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): UnsafeText[] {
  if (typeof value === 'string') {
    const name = path.at(-1);
    const message = unsafeTextProblem(value, typeof name === 'string' && multilineTextFields.has(name));
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnsafeText(item, [...path, index]));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyProblem = unsafeTextProblem(key, false);
      return keyProblem ? [{ path: [...path, key], message: keyProblem }] : findUnsafeText(item, [...path, key]);
    });
  }
  return [];
}

/**
 * Whether any string in a parsed request (keys included) breaks the rule. The same walk as
 * `findUnsafeText` without building a path for every value: nearly every request is clean, and
 * this runs on each of them (it was a share of the quote call's allocations per request).
 */
export function hasUnsafeText(value: unknown, name?: string | number): boolean {
  if (typeof value === 'string') {
    return unsafeTextProblem(value, typeof name === 'string' && multilineTextFields.has(name)) !== null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) if (hasUnsafeText(value[index], index)) return true;
    return false;
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (unsafeTextProblem(key, false) !== null || hasUnsafeText(record[key], key)) return true;
    }
  }
  return false;
}

/** The schema with the clean-text rule added: each unsafe string is an issue at its own path. */
export function withCleanText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    if (!hasUnsafeText(value)) return;
    for (const problem of findUnsafeText(value)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: value });
    }
  });
}
