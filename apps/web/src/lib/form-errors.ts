import type { z } from 'zod';
import './zod-setup';

/** The first message for each field of a failed zod parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'form';
    errors[name] ??= issue.message;
  }
  return errors;
}
