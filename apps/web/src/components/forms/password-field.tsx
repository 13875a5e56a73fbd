import { useState, type ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A password input with a Show/Hide button. Paste and password managers work (WCAG 2.2 3.3.8):
 * nothing here blocks them.
 */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        label={label}
        error={error}
        {...(hint ? { hint } : {})}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className="pr-20"
        {...input}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        className="absolute right-2 top-8 min-h-10 min-w-14 rounded-md px-2 text-sm font-semibold text-teal-700 hover:bg-teal-50"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
