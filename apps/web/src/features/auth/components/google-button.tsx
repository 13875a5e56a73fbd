import { useGoogleSignIn } from '../google/use-google-sign-in';
import { Button } from '~/components/ui/button';

export function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.2A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l8-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.2 0-11.5-4.2-13.4-9.9l-8 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** Starts Google sign-in; after it, the browser comes back to /auth/google-callback and then `next`. */
export function GoogleButton({ label, next }: { label: string; next: string }) {
  const { leaving, start } = useGoogleSignIn(next);
  return (
    <Button variant="plain" width="full" className="gap-3" onClick={() => void start()} disabled={leaving}>
      <GoogleMark />
      {leaving ? 'Opening Google…' : label}
    </Button>
  );
}
