import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { SchemaForm } from '~/lib/forms/use-schema-form';

/**
 * A staff form: its fields, one submit button, and the server's field errors shown on them. A
 * decision that ends something (declining a claim) has the danger button, not the primary one.
 */
export function ActionForm({
  title,
  submit,
  form,
  children,
  ends = false,
}: {
  title: string;
  submit: string;
  form: SchemaForm;
  children: ReactNode;
  ends?: boolean;
}) {
  return (
    <form {...form.formProps} aria-label={title} className="space-y-3">
      <h3 className="font-bold text-navy">{title}</h3>
      {children}
      <Button type="submit" variant={ends ? 'danger' : 'primary'} disabled={form.busy}>
        {form.busy ? 'Saving…' : submit}
      </Button>
    </form>
  );
}
