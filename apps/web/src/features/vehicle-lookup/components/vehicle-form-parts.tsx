import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '~/components/forms/text-field';
import { registrationInputProps, upperCaseAsTyped } from '../typed-input';

/** The registration box of the vehicle forms: upper case as it is typed (spec §2). */
export function RegistrationField({
  onChange,
  ...input
}: { hint: string; error?: string | undefined } & ComponentProps<'input'>) {
  return (
    <TextField
      label="Registration"
      required
      {...registrationInputProps}
      {...input}
      onChange={(event) => {
        upperCaseAsTyped(event);
        onChange?.(event);
      }}
    />
  );
}

/** A vehicle step's Continue and its other way, Continue first on a phone and on the right on a desktop. */
export function StepButtons({ children, className = 'pt-2' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-col gap-3 sm:flex-row-reverse sm:justify-between ${className}`}>{children}</div>;
}
