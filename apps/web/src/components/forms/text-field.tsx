import { useId, type ComponentProps } from 'react';

type Common = { label: string; error?: string | undefined; hint?: string };

const inputClasses = (invalid: boolean, readOnly = false) =>
  `mt-1 block w-full rounded-lg border-2 px-3 py-2.5 text-base ${readOnly ? 'bg-surface text-muted' : 'bg-white text-ink'} ${invalid ? 'border-danger' : 'border-line focus:border-navy'}`;

function Messages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: string;
  error?: string | undefined;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Ids that tie a field to its label, hint and error, so a screen reader announces them together. */
function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-navy">
      {children}
    </label>
  );
}

/** A labelled input whose hint and error are announced with it (takes react-hook-form's registration, ref included). */
export function TextField({ label, error, hint, className, ...input }: Common & ComponentProps<'input'>) {
  const ids = useFieldIds(hint, error);
  return (
    <div>
      <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClasses(Boolean(error), input.readOnly)} ${className ?? ''}`}
        {...input}
      />
      <Messages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

/** A labelled text area: four rows and 2,000 characters (the shared schemas' usual cap on free text) unless told. */
export function TextAreaField({
  label,
  error,
  hint,
  rows = 4,
  maxLength = 2000,
  ...textarea
}: Common & ComponentProps<'textarea'>) {
  const ids = useFieldIds(hint, error);
  return (
    <div>
      <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses(Boolean(error))}
        rows={rows}
        maxLength={maxLength}
        {...textarea}
      />
      <Messages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
