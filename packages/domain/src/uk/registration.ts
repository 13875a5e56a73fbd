/**
 * UK vehicle registration marks (VRMs), as the DVLA issues them.
 * Input is normalised first: upper case, spaces and punctuation removed (the DVLA rejects spaces).
 */

/** 2001 onwards: two letters, age identifier (02–29 March, 51–79 September), three letters. */
const CURRENT = /^[A-HJ-PR-Y]{2}(0[2-9]|[12][0-9]|5[1-9]|[67][0-9])[A-HJ-PR-Z]{3}$/;
/** 1983–2001: year letter, 1–3 digits, three letters. */
const PREFIX = /^[A-HJ-NPR-TV-Y][1-9][0-9]{0,2}[A-HJ-PR-Y][A-HJ-PR-Z]{2}$/;
/** 1963–1983: three letters, 1–3 digits, year letter. */
const SUFFIX = /^[A-HJ-PR-Z]{3}[1-9][0-9]{0,2}[A-HJ-NPR-TV-Y]$/;
/** Dateless and Northern Ireland marks: 1–3 letters and 1–4 digits, either way round. */
const DATELESS = /^(?:[A-Z]{1,3}[1-9][0-9]{0,3}|[1-9][0-9]{0,3}[A-Z]{1,3})$/;

export type RegistrationFormat = 'current' | 'prefix' | 'suffix' | 'dateless';

export function normaliseRegistration(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function registrationFormat(input: string): RegistrationFormat | null {
  const vrm = normaliseRegistration(input);
  if (vrm.length < 2 || vrm.length > 7) return null;
  if (CURRENT.test(vrm)) return 'current';
  if (PREFIX.test(vrm)) return 'prefix';
  if (SUFFIX.test(vrm)) return 'suffix';
  if (DATELESS.test(vrm)) return 'dateless';
  return null;
}

export function isUkRegistration(input: string): boolean {
  return registrationFormat(input) !== null;
}

/**
 * A registration as it is printed on a number plate, with the DVLA's space: `AB12 CDE` (current),
 * `A123 BCD` (prefix), `ABC 123D` (suffix), `ABC 123` or `123 ABC` (dateless). A mark of no known
 * format is shown normalised, without a space.
 */
export function plateStyle(input: string): string {
  const vrm = normaliseRegistration(input);
  switch (registrationFormat(vrm)) {
    case 'current':
    case 'prefix':
      return `${vrm.slice(0, -3)} ${vrm.slice(-3)}`;
    case 'suffix':
      return `${vrm.slice(0, 3)} ${vrm.slice(3)}`;
    case 'dateless':
      return vrm.replace(/^([A-Z]+)(\d+)$|^(\d+)([A-Z]+)$/, (_, a?: string, b?: string, c?: string, d?: string) =>
        a ? `${a} ${b}` : `${c} ${d}`,
      );
    default:
      return vrm;
  }
}
