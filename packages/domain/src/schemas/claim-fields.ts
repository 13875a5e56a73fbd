import { z } from 'zod';
import { isGbVatNumber, normaliseVatNumber } from '../claims/vat-number';
import { emailSchema, ukPhoneSchema, ukPostcodeSchema } from './account';
import { groupDigits } from '../uk/numbers';

/**
 * Fields the claim calls share (DESIGN §8.1): text with its own messages, ISO dates, pence, hours,
 * and the garage's contact details built on the account's postcode, phone and e-mail schemas, so
 * a garage's postcode is checked exactly as a customer's is.
 */

/** Trimmed text of 1 to `max` characters: `missing` when empty, a length message when too long. */
export const textSchema = (missing: string, max: number, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${what} must be ${groupDigits(max)} characters or fewer`);

/** Optional text: an empty string reads as absent. */
export const optionalTextSchema = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be ${groupDigits(max)} characters or fewer`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A real ISO calendar date (2026-02-31 is refused, not rolled into March). */
export const calendarDateSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .pipe(z.iso.date({ error: `${missing} as a real date` }));

/** Whole pence from `min` up to `max`. */
export const penceSchema = (missing: string, min: number, max: number) =>
  z
    .number({ error: missing })
    .int('Enter an amount in whole pence')
    .min(min, min > 0 ? 'Enter an amount of more than £0' : 'An amount cannot be negative')
    .max(max, `Enter an amount of at most £${groupDigits(max / 100)}`);

/** Hours as a garage writes them: more than 0, at most `max`, at most two decimal places. */
export const hoursSchema = (missing: string, max: number) =>
  z
    .number({ error: missing })
    .positive('Enter more than 0 hours')
    .max(max, `Enter at most ${max} hours`)
    .refine(
      (hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-9,
      'Enter hours to at most two decimal places, for example 1.25',
    );

/** A required field checked by a shared schema, with the garage's own "missing" message first. */
const garageField = <T extends z.ZodType<string, string>>(missing: string, max: number, schema: T) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Enter at most ${max} characters`).pipe(schema);

/**
 * A GB VAT registration number, answered as `GB` + digits; '', null or absent reads as not
 * registered. Null is what it answers for that, and the forms send what the schema answered.
 */
export const vatNumberSchema = z
  .string()
  .trim()
  .max(20, 'Enter a valid GB VAT registration number, for example GB 980 7806 84')
  .nullish()
  .refine(
    (value) => !value || isGbVatNumber(value),
    'Enter a valid GB VAT registration number, for example GB 980 7806 84',
  )
  .transform((value) => (value ? normaliseVatNumber(value) : null));

/** The garage the customer takes the vehicle to (DESIGN §8.1 "The garage"). */
export const garageSchema = z.strictObject({
  name: textSchema("Enter the garage's name", 120, "The garage's name"),
  address: textSchema("Enter the garage's address", 200, "The garage's address"),
  postcode: garageField("Enter the garage's postcode", 10, ukPostcodeSchema),
  phone: garageField("Enter the garage's phone number", 20, ukPhoneSchema),
  email: garageField("Enter the garage's email address", 254, emailSchema),
  vatNumber: vatNumberSchema,
});
export type Garage = z.infer<typeof garageSchema>;
