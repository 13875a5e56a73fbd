import { useId, type ComponentProps } from 'react';

/**
 * A required Yes/No question as a fieldset of two radios, its error tied to both, large enough
 * to tap (44 px rows).
 */
export function YesNoField({
  legend,
  hint,
  error,
  ...input
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
} & ComponentProps<'input'>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-navy">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex gap-3">
        {(['yes', 'no'] as const).map((option) => (
          <label
            key={option}
            className={`flex min-h-12 min-w-28 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 has-[:checked]:border-navy has-[:checked]:bg-surface ${
              error ? 'border-danger' : 'border-line'
            }`}
          >
            <input
              {...input}
              type="radio"
              value={option}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-navy"
            />
            {option === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
