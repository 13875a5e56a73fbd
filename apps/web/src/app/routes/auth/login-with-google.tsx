import { useState } from 'react';
import { AuthCard } from '~/features/auth/components/auth-card';
import { GoogleButton } from '~/features/auth/components/google-button';
import { DASHBOARD } from '~/features/auth/destinations';
import { TextField } from '~/components/forms/text-field';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Login with Google',
    description: 'Sign in with your Google account.',
    path: '/auth/login-with-google',
  });

/** DESIGN §2: the e-mail becomes Google's login hint, and Continue starts Google sign-in. */
export default function LoginWithGooglePage() {
  const [email, setEmail] = useState('');
  return (
    <AuthCard title="Login with Google" lead="Enter your Google email address, then continue to Google.">
      <div className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <GoogleButton label="Continue" next={DASHBOARD} {...(email.trim() ? { loginHint: email.trim() } : {})} />
      </div>
    </AuthCard>
  );
}
