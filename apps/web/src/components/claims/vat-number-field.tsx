import type { ComponentProps } from 'react';
import { TextField } from '~/components/forms/text-field';

/** A garage's VAT registration number (optional: a garage not registered adds no VAT). */
export function VatNumberField(
  props: { label: string; hint: string; error?: string | undefined } & ComponentProps<'input'>,
) {
  return <TextField autoComplete="off" maxLength={20} {...props} />;
}
