import { useId, type ComponentProps } from 'react';

/** A select and a radio group that look, label and report errors like TextField. */
type Option = { value: string; label: string };
/** A domain label table (`{ value: label }`, in the order to show). */
type Labels = Readonly<Record<string, string>>;

const asOptions = (options: readonly Option[] | Labels): readonly Option[] =>
  Array.isArray(options)
    ? (options as readonly Option[])
    : Object.entries(options as Labels).map(([value, label]) => ({ value, label }));

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder = 'Choose one',
  ...select
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The choices, or a domain label table. */
  options: readonly Option[] | Labels;
  /** The empty first choice ("Choose a make"). */
  placeholder?: string;
} & ComponentProps<'select'>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block min-h-12 w-full rounded-lg border-2 bg-white px-3 py-2.5 text-base text-ink disabled:bg-surface disabled:text-muted ${
          error ? 'border-danger' : 'border-line focus:border-navy'
        }`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {asOptions(options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Two or three choices side by side, each a 44 px target; the group is named by its legend. */
export function RadioField({
  label,
  options,
  error,
  ...input
}: {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
} & ComponentProps<'input'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="font-semibold text-navy">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 has-[:checked]:border-navy has-[:checked]:bg-surface ${
              error ? 'border-danger' : 'border-line'
            }`}
          >
            <input
              {...input}
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-5 accent-navy"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
