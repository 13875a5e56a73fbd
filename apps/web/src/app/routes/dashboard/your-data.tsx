import { DashboardFrame } from '~/components/layout/dashboard-frame';
import { QueryState } from '~/components/ui/query-state';
import { DeleteAccount } from '~/features/privacy/components/delete-account';
import { DownloadData } from '~/features/privacy/components/download-data';
import { MarketingConsent } from '~/features/privacy/components/marketing-consent';
import { SignOutEverywhere } from '~/features/privacy/components/sign-out-everywhere';
import { useProfile } from '~/features/profile/api/get-profile';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Your data',
    description: 'Download your data, choose offers and news, sign out everywhere, or delete your account.',
  });

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8';

/** docs/privacy.md: the customer's own privacy page. */
export default function YourDataPage() {
  const { user, query } = useProfile();
  return (
    <DashboardFrame
      title="Your data"
      intro={
        <p>
          How long we keep each kind of data, and why, is in our{' '}
          <a href="/privacy-policy" className="text-teal-700 underline">
            privacy policy
          </a>
          .
        </p>
      }
    >
      <div className="max-w-3xl space-y-6">
        <div className={card}>
          <DownloadData />
        </div>
        <div className={card}>
          <MarketingConsent />
        </div>
        <div className={card}>
          <SignOutEverywhere />
        </div>
        <QueryState query={query} loading="Loading your account…">
          {() =>
            user ? (
              <div className={card}>
                <DeleteAccount user={user} />
              </div>
            ) : null
          }
        </QueryState>
      </div>
    </DashboardFrame>
  );
}
