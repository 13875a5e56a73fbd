import type { CancelAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '~/lib/query-keys';
import { LoadingStatus } from '~/components/ui/load-state';
import { QueryState } from '~/components/ui/query-state';
import type { FrameHandle } from '~/lib/page-frame';
import { useUserData } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { useMyWarranties } from '../api/warranties';
import { useBalanceReturn } from '../hooks/use-balance-return';
import { startRenewal } from '../renewal';
import { ActiveWarrantiesTable } from './active-warranties-table';
import { BalanceNotices } from './balance-notices';
import { CancelModal } from './cancel-modal';
import { CountTiles } from './count-tiles';
import { DashboardFrame } from './dashboard-frame';
import { PayBalanceModal } from './pay-balance-modal';
import { RecentlyViewedList } from './recently-viewed-list';
import { WarrantyCarousel } from './warranty-carousel';
import { WarrantyDetailModal } from './warranty-detail-modal';
import { MonthlyPlans } from './monthly-plans';
import { ComplaintLink } from './complaint-link';

type Dialog =
  { kind: 'details'; id: string } | { kind: 'pay'; warranty: Warranty } | { kind: 'cancel'; warranty: Warranty } | null;

const userDashboardText = {
  title: 'My dashboard',
  intro: 'Your warranties, what is happening with each of them, and the plans you have looked at recently.',
  loading: 'Loading your warranties…',
};

/** The greeting on a line of its own, kept while the name is not known yet, so nothing below it moves. */
function Intro({ firstName }: { firstName?: string | null }) {
  return (
    <>
      <p className="min-h-[1lh]">{firstName ? `Hello ${firstName}.` : ''}</p>
      <p>{userDashboardText.intro}</p>
    </>
  );
}

/** The dashboard before the session is checked and the warranties have come (docs/decisions/0008). */
export const userDashboardFrame: FrameHandle = {
  frame: () => (
    <DashboardFrame title={userDashboardText.title} intro={<Intro />}>
      <LoadingStatus>{userDashboardText.loading}</LoadingStatus>
    </DashboardFrame>
  ),
};

/** Spec §2 "/dashboard/user-dashboard": counts, recently viewed, the warranty cards and the Active Warranties table. */
export function UserDashboard() {
  const firstName = useUserData((s) => s.value.firstName);
  const navigate = useNavigate();
  const query = useMyWarranties(true);
  const queryClient = useQueryClient();
  const reload = () => {
    void query.refetch();
    // A balance payment may have paid a monthly plan's missed payments.
    void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyPlans.mine() });
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const cancelled = useRef(false);
  const close = () => setDialog(null);
  const balance = useBalanceReturn(() => {
    setDialog(null);
    reload();
  });

  const actions = {
    onDetails: (w: Warranty) => setDialog({ kind: 'details', id: w._id }),
    onPay: (w: Warranty) => setDialog({ kind: 'pay', warranty: w }),
    onCancel: (w: Warranty) => setDialog({ kind: 'cancel', warranty: w }),
    onRenew: (w: Warranty) => {
      startRenewal(w);
      void navigate('/purchase/details');
    },
  };

  function onCancelled(answer: CancelAnswer) {
    toast.success(answer.message, { durationMs: 5000 });
    cancelled.current = true;
    setDialog(null);
    reload();
  }

  return (
    <DashboardFrame title={userDashboardText.title} intro={<Intro firstName={firstName} />}>
      <BalanceNotices confirming={balance.confirming} notice={balance.notice} />
      <QueryState query={query} loading={userDashboardText.loading}>
        {(data) => (
          <>
            <CountTiles counts={data.activeWarranty} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <WarrantyCarousel warranties={data.warranties} actions={actions} headingRef={cardsHeading} />
              <RecentlyViewedList />
            </div>
            <ActiveWarrantiesTable warranties={data.activeWarranty.warranties} onDetails={actions.onDetails} />
            <MonthlyPlans />
            <ComplaintLink />
          </>
        )}
      </QueryState>
      <WarrantyDetailModal warrantyId={dialog?.kind === 'details' ? dialog.id : null} onClose={close} />
      <PayBalanceModal warranty={dialog?.kind === 'pay' ? dialog.warranty : null} onClose={close} />
      <CancelModal
        warranty={dialog?.kind === 'cancel' ? dialog.warranty : null}
        onCancelled={onCancelled}
        onClose={() => {
          close();
          // The cancelled warranty's card loses its Cancel button, which had the focus: focus the cards' heading.
          if (cancelled.current) cardsHeading.current?.focus();
          cancelled.current = false;
        }}
      />
    </DashboardFrame>
  );
}
