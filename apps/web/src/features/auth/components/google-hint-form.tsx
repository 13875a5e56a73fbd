import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useGoogleSignIn } from '../google/use-google-sign-in';
import { authSchemas } from '../load-form-schemas';
import { GoogleMark } from './google-button';

/**
 * DESIGN §2: the e-mail becomes Google's `login_hint` (Google picks that account, or offers it),
 * and Continue starts Google sign-in. Left empty, Google simply asks which account to use.
 */
export function GoogleHintForm({ next }: { next: string }) {
  const { leaving, start } = useGoogleSignIn(next);
  const { field, formProps } = useSchemaForm({
    schema: authSchemas.googleHint,
    defaultValues: { email: '' },
    send: (value) => start(value.email),
  });

  return (
    <form {...formProps} aria-busy={undefined} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Your Google account's address. Optional: Google asks if you leave it empty."
        {...field('email')}
      />
      <Button type="submit" width="full" disabled={leaving} className="gap-3">
        <span className="inline-flex rounded-full bg-white p-1">
          <GoogleMark />
        </span>
        {leaving ? 'Opening Google…' : 'Continue'}
      </Button>
    </form>
  );
}
