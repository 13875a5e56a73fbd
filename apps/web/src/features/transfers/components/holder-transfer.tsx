import type { ReactNode } from 'react';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { WarrantyTransferAnswer } from '@kestrel/domain/schemas/transfers';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ButtonLink } from '~/components/ui/button-link';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { toast } from '~/lib/toast';
import { cancelTransfer, useWarrantyTransfer } from '../api/transfers';
import { StartTransferForm } from './start-transfer-form';

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

/** What happens when the holder transfers, said before the form. */
function HowItWorks({ feePence }: { feePence: number }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>We e-mail the new owner a private link. It works once, for 7 days.</li>
      <li>They sign in or create an account, read what the cover includes and accept it.</li>
      <li>The cover does not change: the same dates, cover level and claim limit.</li>
      <li>Until they accept, the warranty stays yours, and you can cancel the transfer here.</li>
      <li>Our team may refuse a transfer; we tell you both why.</li>
      <li>Once accepted, the warranty leaves your dashboard. Your payments and receipts stay in your history.</li>
      <li>{feePence > 0 ? `The transfer fee is ${formatPence(feePence)}.` : 'There is no fee.'}</li>
    </ul>
  );
}

function PendingTransfer({ warrantyId, answer }: { warrantyId: string; answer: WarrantyTransferAnswer }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const t = answer.transfer!;
  return (
    <section className={card} aria-labelledby="pending-title" data-testid="pending-transfer">
      <h2 id="pending-title" className="text-xl font-bold text-navy">
        Waiting for {t.newOwnerName}
      </h2>
      <p className="mt-2">
        We e-mailed {t.newOwnerName} at {t.newOwnerEmail} a link to accept the warranty. It works until{' '}
        {ukLongDateAt(new Date(t.expiresAt))}. The warranty stays yours until they accept.
      </p>
      <Button
        variant="danger"
        className="mt-4"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          cancelTransfer(warrantyId)
            .then((done) => {
              toast.success(done.message);
              void client.invalidateQueries({ queryKey: queryKeys.transfers.ofWarranty(warrantyId) });
            })
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Cancelling…' : 'Cancel the transfer'}
      </Button>
    </section>
  );
}

/** The latest transfer that ended without acceptance: refused (with the reason), cancelled or expired. */
function EndedTransfer({ answer }: { answer: WarrantyTransferAnswer }) {
  const t = answer.transfer;
  if (!t || t.status === 'pending' || t.status === 'accepted') return null;
  return (
    <p className="rounded-lg border border-line bg-surface p-3" data-testid="last-transfer">
      Your last transfer, to {t.newOwnerName}: {t.statusLabel.toLowerCase()}.
      {t.refusalReason ? ` Our reason: ${t.refusalReason}` : ''}
    </p>
  );
}

/**
 * /dashboard/transfer/:warrantyId (DESIGN §9.3): the warranty, what a transfer means, and either the
 * form, the pending transfer (with Cancel), or why the warranty cannot be transferred now.
 */
export function HolderTransfer({
  warrantyId,
  payOff,
}: {
  warrantyId: string;
  /** A monthly warranty: the way to pay the rest by card first, which the route composes in. */
  payOff?: (registration: string) => ReactNode;
}) {
  const query = useWarrantyTransfer(warrantyId);
  return (
    <QueryState query={query} loading="Loading your warranty…">
      {(answer) => (
        <div className="space-y-6">
          <section className={card} aria-labelledby="transfer-warranty">
            <h2 id="transfer-warranty" className="text-xl font-bold text-navy">
              The warranty you are transferring
            </h2>
            <DetailList
              rows={[
                ['Certificate number', answer.warranty.reference],
                ['Vehicle', `${answer.warranty.registration} · ${answer.warranty.vehicle}`],
                ['Cover', answer.warranty.planName],
                ['Dates', `${ukLongDate(answer.warranty.startDate)} to ${ukLongDate(answer.warranty.expiryDate)}`],
              ]}
            />
          </section>
          {answer.transfer?.status === 'pending' ? (
            <PendingTransfer warrantyId={warrantyId} answer={answer} />
          ) : (
            <section className={card} aria-labelledby="transfer-how">
              <h2 id="transfer-how" className="mb-3 text-xl font-bold text-navy">
                How a transfer works
              </h2>
              <HowItWorks feePence={answer.feePence} />
              {answer.monthly && !answer.refusal ? (
                <div
                  className="mt-4 space-y-3 rounded-lg border border-line bg-surface p-3"
                  data-testid="monthly-handover"
                >
                  <p>{answer.monthly.words}</p>
                  {payOff ? (
                    <>
                      <p>Or pay the rest now by card, and hand over a warranty paid in full:</p>
                      {payOff(answer.warranty.registration)}
                    </>
                  ) : null}
                </div>
              ) : null}
              <div className="mt-4 space-y-4">
                <EndedTransfer answer={answer} />
                {answer.refusal ? (
                  <>
                    <p
                      role="status"
                      className="rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger"
                    >
                      {answer.refusal}
                    </p>
                    <ButtonLink to="/dashboard/user-dashboard" variant="outline">
                      Back to your dashboard
                    </ButtonLink>
                  </>
                ) : (
                  <StartTransferForm warrantyId={warrantyId} startDate={answer.warranty.startDate} />
                )}
              </div>
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
