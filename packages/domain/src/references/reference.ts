import { dammCheckDigit, hasValidDammCheck } from './damm';

/**
 * The references customers and garages read, say and type: one short, typed form for every kind,
 * made and read only here. UUIDs stay internal.
 *
 *     KW-26-0042137
 *     ││ ││ │     └ the Damm check digit (damm.ts) of the kind's code, the year and the
 *     ││ ││ │       sequence: here of "1", "26" and "004213"
 *     ││ ││ └ the sequence number of the kind that year, six digits, zero-padded: 004213
 *     ││ └┴ the year of issue: 26
 *     │└ the kind: W warranty/certificate, O order, R receipt/transaction, C claim, D Direct Debit,
 *     │  P complaint
 *     └ K for Kestrel
 *
 * Thirteen characters, read out in three groups ("K W, 26, 004213 7"). The sequence has a fixed
 * width, so a dropped or doubled digit breaks the shape: up to 999,999 references of a kind a year.
 *
 * Read back, a reference is upper-cased and its spaces and dashes dropped ("kw 26 0042137" is the
 * same reference); then its shape is checked, then the check digit. Every single mistyped
 * character is caught (a digit by the check digit, a kind letter by its code within the check, any
 * other character by the shape), and so is every swap of two neighbouring characters. Each kind's
 * code is part of every reference of that kind ever issued: never change or reuse one.
 */
export const referenceKinds = {
  warranty: { letter: 'W', code: '1' },
  order: { letter: 'O', code: '2' },
  receipt: { letter: 'R', code: '3' },
  claim: { letter: 'C', code: '4' },
  directDebit: { letter: 'D', code: '5' },
  complaint: { letter: 'P', code: '6' },
} as const;
export type ReferenceKind = keyof typeof referenceKinds;
const kindNames = Object.keys(referenceKinds) as ReferenceKind[];

declare const referenceBrand: unique symbol;
/** A reference in its printed form (`KW-26-0042137`), of kind K. Only this module makes one. */
export type Reference<K extends ReferenceKind = ReferenceKind> = string & { readonly [referenceBrand]: K };

export interface ReferenceParts<K extends ReferenceKind = ReferenceKind> {
  kind: K;
  /** The year of issue, in full (2000–2099). */
  year: number;
  /** From 1, within the kind and year. */
  sequence: number;
}

export interface ParsedReference<K extends ReferenceKind = ReferenceKind> extends ReferenceParts<K> {
  reference: Reference<K>;
}

const SEQUENCE_DIGITS = 6;
export const MAX_REFERENCE_SEQUENCE = 999_999;

const checkedDigits = (kind: ReferenceKind, yy: string, sequence: string) =>
  `${referenceKinds[kind].code}${yy}${sequence}`;

/** The printed reference: `formatReference({ kind: 'warranty', year: 2026, sequence: 4213 })` → "KW-26-0042137". */
export function formatReference<K extends ReferenceKind>({ kind, year, sequence }: ReferenceParts<K>): Reference<K> {
  if (!Number.isInteger(year) || year < 2000 || year > 2099) throw new RangeError(`Not a year of issue: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_REFERENCE_SEQUENCE) {
    throw new RangeError(`Not a reference sequence number: ${sequence}`);
  }
  const yy = String(year % 100).padStart(2, '0');
  const digits = String(sequence).padStart(SEQUENCE_DIGITS, '0');
  const check = dammCheckDigit(checkedDigits(kind, yy, digits));
  return `K${referenceKinds[kind].letter}-${yy}-${digits}${check}` as Reference<K>;
}

/** Upper case, with spaces and every kind of dash dropped: "kw 26–0042137" → "KW260042137". */
export function normaliseReference(text: string): string {
  return text.toUpperCase().replace(/[\s\-‐‑‒–—―−_]/g, '');
}

const letters = kindNames.map((kind) => referenceKinds[kind].letter).join('');
const COMPACT = new RegExp(`^K([${letters}])(\\d{2})(\\d{${SEQUENCE_DIGITS}})(\\d)$`);

/** Why a reference is refused: not in the shape of one, or a shape whose check digit is wrong. */
export type ReferenceProblem = 'format' | 'check';

export type ReferenceReading = { ok: true; value: ParsedReference } | { ok: false; problem: ReferenceProblem };

/** Reads a reference as typed or read out: normalised, its shape checked, then its check digit. */
export function readReference(text: string): ReferenceReading {
  const match = COMPACT.exec(normaliseReference(text));
  if (!match) return { ok: false, problem: 'format' };
  const [, letter, yy, sequenceDigits, check] = match as unknown as [string, string, string, string, string];
  const kind = kindNames.find((name) => referenceKinds[name].letter === letter)!;
  const sequence = Number(sequenceDigits);
  if (sequence < 1) return { ok: false, problem: 'format' };
  if (!hasValidDammCheck(checkedDigits(kind, yy, sequenceDigits) + check)) return { ok: false, problem: 'check' };
  const parts = { kind, year: 2000 + Number(yy), sequence };
  return { ok: true, value: { ...parts, reference: formatReference(parts) } };
}

/** The reference a text names, in its printed form, or null when it is not a valid reference. */
export function parseReference(text: string): ParsedReference | null {
  const reading = readReference(text);
  return reading.ok ? reading.value : null;
}

/** Whether a text is a valid reference, of the given kind when one is given. */
export function isReference(text: string, kind?: ReferenceKind): boolean {
  const parsed = parseReference(text);
  return parsed !== null && (kind === undefined || parsed.kind === kind);
}

/** What a person is told when a reference is refused. */
export const referenceMessages = {
  format: 'Enter the reference as it is written, for example KW-26-0042137',
  check: 'That reference has a mistake in it: check each character and enter it again',
  kind: (kind: ReferenceKind) => `Enter a reference starting K${referenceKinds[kind].letter}`,
} as const;
