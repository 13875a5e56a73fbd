import { flushSync } from 'react-dom';

type ShowErrors = (errors: Record<string, string>) => void;

/**
 * Errors known only after an await (the lazily loaded schemas, the server's answer) fall outside
 * React's event batching, so useForm's next-frame focus could run before they are on screen.
 * Rendering them at once lets it move focus to the first invalid field.
 */
export function showErrorsNow(showErrors: ShowErrors, errors: Record<string, string>): void {
  flushSync(() => showErrors(errors));
}
