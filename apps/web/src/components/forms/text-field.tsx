import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: string; error?: string | undefined; hint?: string };

const inputClasses = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2.5 text-base text-ink ${invalid ? 'border-danger' : 'border-line focus:border-navy'}`;

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

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
        {...input}
      />
      <Messages hint={hint} error={error} hintId={`${id}-hint`} errorId={`${id}-error`} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
        {...textarea}
      />
      <Messages hint={hint} error={error} hintId={`${id}-hint`} errorId={`${id}-error`} />
    </div>
  );
}
