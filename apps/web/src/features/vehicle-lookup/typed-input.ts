import type { ChangeEvent } from 'react';

/**
 * How the vehicle forms read what people type. Small and free of Zod: the public pages' instant
 * price uses it in their first load.
 */

/** Spec §2: the registration is forced to upper case as it is typed, without moving the caret. */
export function upperCaseAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** The attributes of every registration box: no autocorrect, capitals on phone keyboards, plate-like text. */
export const registrationInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: false,
  maxLength: 10,
  placeholder: 'AB12 CDE',
  className: 'font-bold uppercase tracking-widest placeholder:font-normal placeholder:tracking-normal',
} as const;

/** "45,000", "45 000" and "45000 miles" are all read as 45000. */
export function tidyMileage(text: string): string {
  return text.replace(/[\s,]/g, '').replace(/miles?$/i, '');
}
