import { normaliseRegistration } from '@kestrel/domain/uk/registration';
import { ApiError } from '~/lib/api-client';

/** Step 1 of the purchase, filled in: the "Get my quote" link. */
export function stepOneLink(registration: string, mileage: number): string {
  const query = new URLSearchParams({ reg: normaliseRegistration(registration), mileage: String(mileage) });
  return `/purchase/vehicle-details?${query.toString()}`;
}

/**
 * How a refused instant price is shown: the server's field errors are already under their fields;
 * a 404 (no such vehicle) is about the registration; anything else is said below the form.
 */
export function refusalOf(error: unknown): { kind: 'fields' } | { kind: 'registration'; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (Object.keys(error.fields).length > 0) return { kind: 'fields' };
  return error.status === 404 ? { kind: 'registration', message: error.message } : null;
}
