import { PasswordForm } from '~/features/profile/components/password-form';
import { PersonalInformationForm } from '~/features/profile/components/personal-information-form';
import { ProfileHeader } from '~/features/profile/components/profile-header';
import { useProfile } from '~/features/profile/api/get-profile';
import { QueryState } from '~/components/ui/query-state';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'My profile',
    description: 'Your name, contact details, address, password and profile picture.',
  });

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8';

/** Spec §2 "/dashboard/profile": name and e-mail with the picture, personal information, password. */
export default function ProfilePage() {
  const { user, query } = useProfile();
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-navy">My profile</h1>
        <QueryState query={query} loading="Loading your profile…">
          {() =>
            user ? (
              <>
                <ProfileHeader user={user} />
                <div className={card}>
                  {/* Keyed by user, so a different account's details never stay in the form. */}
                  <PersonalInformationForm key={user._id} user={user} />
                </div>
                <div className={card}>
                  <PasswordForm user={user} />
                </div>
              </>
            ) : null
          }
        </QueryState>
      </div>
    </div>
  );
}
