import type { ReactNode } from 'react';
import { mileageProblem, registrationProblem } from '@kestrel/domain/purchase/vehicle-rules';
import { normaliseRegistration } from '@kestrel/domain/uk/registration';
import { ApiError, errorMessage } from '~/lib/api-client';
import { getInstantQuote } from './api/get-instant-quote';
import { InstantPriceResult } from './components/instant-price-result';
import { tidyMileage } from './typed-input';

/**
 * What the instant price does once asked: fetched on the form's first focus, so the public pages'
 * first load holds only the form. No Zod here either: the shared schemas' rules, by their Zod-free
 * checks in the domain.
 */
export type InstantValues = { reg: string; mileage: string };
export type InstantErrors = Partial<Record<keyof InstantValues, string>>;

export function checkInstantPrice(values: InstantValues) {
  const reg = normaliseRegistration(values.reg);
  const miles = tidyMileage(values.mileage.trim());
  const errors: InstantErrors = {};
  const regProblem = registrationProblem(reg);
  const milesProblem = mileageProblem(miles);
  if (regProblem) errors.reg = regProblem;
  if (milesProblem) errors.mileage = milesProblem;
  return errors.reg || errors.mileage
    ? ({ ok: false, errors } as const)
    : ({ ok: true, reg, mileage: Number(miles) } as const);
}

/** Step 1 of the purchase, filled in: the "Get my quote" link. */
export function stepOneLink(registration: string, mileage: number): string {
  const query = new URLSearchParams({ reg: normaliseRegistration(registration), mileage: String(mileage) });
  return `/purchase/vehicle-details?${query.toString()}`;
}

export type PriceOutcome =
  | { kind: 'priced'; view: ReactNode }
  | { kind: 'refused'; errors: InstantErrors }
  | { kind: 'failed'; message: string };

/** A refusal of what was typed belongs under its field; a 404 is about the registration. */
function inlineErrors(error: unknown): InstantErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (Object.keys(error.fields).length > 0) return error.fields;
  return error.status === 404 ? { reg: error.message } : null;
}

export async function priceVehicle(reg: string, mileage: number): Promise<PriceOutcome> {
  try {
    const answer = await getInstantQuote(reg, mileage);
    return { kind: 'priced', view: <InstantPriceResult answer={answer} quoteLink={stepOneLink(reg, mileage)} /> };
  } catch (error) {
    const errors = inlineErrors(error);
    return errors ? { kind: 'refused', errors } : { kind: 'failed', message: errorMessage(error) };
  }
}
