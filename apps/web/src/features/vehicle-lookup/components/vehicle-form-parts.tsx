import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '~/components/forms/text-field';
import { Button, stepButton } from '~/components/ui/button';
import { registrationInputProps, upperCaseAsTyped } from '../typed-input';

type FieldProps = { label?: string; hint?: string; error?: string | undefined } & ComponentProps<'input'>;

/** The registration box of the vehicle forms: upper case as it is typed (spec §2). */
export function RegistrationField({ onChange, ...input }: FieldProps) {
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

/** The mileage box: whole miles, read with tidyMileage ("45,000 miles" is 45000). */
export function MileageField(input: FieldProps) {
  return <TextField label="Current Mileage" required inputMode="numeric" autoComplete="off" maxLength={9} {...input} />;
}

/** Step 2's Continue, and Reset (forget the vehicle and start again at step 1). */
export function ContinueOrReset({
  busy = false,
  onReset,
  className,
}: {
  busy?: boolean;
  onReset: () => void;
  className?: string;
}) {
  return (
    <StepButtons {...(className ? { className } : {})}>
      <Button type="submit" {...stepButton} disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </Button>
      <Button variant="plain" {...stepButton} onClick={onReset}>
        Reset
      </Button>
    </StepButtons>
  );
}

/** A vehicle step's Continue and its other way, Continue first on a phone and on the right on a desktop. */
export function StepButtons({ children, className = 'pt-2' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-col gap-3 sm:flex-row-reverse sm:justify-between ${className}`}>{children}</div>;
}
