import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { register } from '~/features/auth/api/register';
import { AuthCard } from '~/features/auth/components/auth-card';
import { DetailsForm, emptyDetails } from '~/features/auth/components/details-form';
import { PURCHASE_DETAILS } from '~/features/auth/destinations';
import {
  clearPendingRegistration,
  readPendingRegistration,
  type PendingGoogleRegistration,
} from '~/features/auth/google/google-sign-in';
import { pageMeta } from '~/lib/meta';
import { startSession } from '~/lib/state/session';
import { toast } from '~/lib/toast';

export const meta = () => [
  ...pageMeta({
    title: 'A few more details',
    description: 'Complete your details to finish signing up with Google.',
    path: '/auth/details-missing',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Spec §4: the server's message stays 5 seconds, then on to the purchase. */
const MESSAGE_MS = 5000;

/** After a Google sign-in with no account (spec §2): the verified e-mail, and the details we need. */
export default function DetailsMissingPage() {
  const navigate = useNavigate();
  // A client-rendered route: sessionStorage is there on the first render.
  const [pending] = useState<PendingGoogleRegistration | null>(readPendingRegistration);

  if (!pending) {
    return (
      <AuthCard title="A few more details">
        <p>This page completes a sign-up with Google. Please start again from the login page.</p>
        <p className="mt-4">
          <Link to="/login" className="font-semibold text-teal-700">
            Go to login
          </Link>
        </p>
      </AuthCard>
    );
  }

  const { google } = pending;
  return (
    <AuthCard
      title="A few more details"
      lead="You're signed in with Google. Add your phone number and address to create your account."
    >
      <DetailsForm
        initial={{ ...emptyDetails, email: google.email, firstname: google.firstname, lastname: google.lastname }}
        fromGoogle
        submitLabel="Continue"
        extra={{ googleRegistration: true, credential: pending.credential, state: pending.state }}
        conflictHelp={
          <p>
            You already have an account.{' '}
            <Link to="/login" className="font-semibold text-teal-700">
              Go to login
            </Link>{' '}
            and sign in the way you did before.
          </p>
        }
        onSubmit={async (body) => {
          const answer = await register(body);
          clearPendingRegistration();
          startSession(answer);
          toast.success(answer.message, { durationMs: MESSAGE_MS });
          void navigate(PURCHASE_DETAILS, { replace: true });
        }}
      />
    </AuthCard>
  );
}
