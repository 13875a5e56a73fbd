import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { SchemaForm } from '~/lib/forms/use-schema-form';

/** A staff form: its fields, one submit button, and the server's field errors shown on them. */
export function ActionForm({
  title,
  submit,
  form,
  children,
}: {
  title: string;
  submit: string;
  form: SchemaForm;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} aria-label={title} className="space-y-3">
      <h3 className="font-bold text-navy">{title}</h3>
      {children}
      <Button type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? 'Saving…' : submit}
      </Button>
    </form>
  );
}
