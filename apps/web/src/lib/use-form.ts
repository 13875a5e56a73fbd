import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/**
 * A form's values and its errors by field name, with the props a TextField needs. Showing
 * errors moves focus to the first invalid field, so keyboard and screen-reader users land on it.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Counts requests to focus the first invalid field; the effect runs once the errors are on screen,
  // whether they were found at once or after an await (the server's answer).
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusRequests((count) => count + 1);
  }

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  return { values, setValues, errors, showErrors, field, formRef };
}

/** Server field names such as `addr.postcode` become the form's own (`postcode`). */
export function flattenFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.split('.').at(-1) ?? name, message]));
}
