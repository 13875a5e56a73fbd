import { z } from 'zod';
import { readReference, referenceMessages, type Reference, type ReferenceKind } from './reference';

/**
 * A reference typed or read out by a person (a search box, a form, a path), of the given kind
 * when one is given: normalised and checked, and given back in its printed form
 * (`kw 26 0042137` → `KW-26-0042137`). A wrong shape, a wrong check digit and a reference of another
 * kind each have their message.
 */
export function referenceSchemaOf<K extends ReferenceKind = ReferenceKind>(kind?: K) {
  return z.string({ error: referenceMessages.format }).transform((text, context): Reference<K> => {
    const reading = readReference(text);
    const problem = !reading.ok
      ? referenceMessages[reading.problem]
      : kind !== undefined && reading.value.kind !== kind
        ? referenceMessages.kind(kind)
        : null;
    if (!reading.ok || problem !== null) {
      context.addIssue({ code: 'custom', message: problem ?? referenceMessages.format });
      return z.NEVER;
    }
    return reading.value.reference as Reference<K>;
  });
}

/** Any kind of reference. */
export const referenceSchema = referenceSchemaOf();

/** A reference in an answer the server gives: already in its printed form (`KW-26-0042137`). */
export const printedReferenceSchema = z.string().regex(/^K[A-Z]-\d{2}-\d{7}$/);
