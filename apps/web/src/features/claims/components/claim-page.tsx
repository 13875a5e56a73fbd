import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { claimFileKindsBy } from '@kestrel/domain/claims/claim-files';
import { safeToDriveLabels, warningLightLabels } from '@kestrel/domain/claims/claim-report';
import { claimOpen } from '@kestrel/domain/claims/claim-status';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { CustomerClaim, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { AssessmentTable } from '~/components/claims/assessment-table';
import { ClaimFiles } from '~/components/claims/claim-files';
import { ClaimTimeline } from '~/components/claims/claim-timeline';
import { LetterButton } from '~/components/claims/letter-button';
import { NextStepPanel } from '~/components/claims/next-step-panel';
import { DashboardFrame, dashboardFrame, panel } from '~/components/layout/dashboard-frame';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { DetailList } from '~/components/ui/detail-list';
import { Modal } from '~/components/ui/modal';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { myClaimQueryOptions } from '../api/get-my-claim';
import { refreshClaimWarranties } from '../api/get-warranties-in-force';
import { myClaims } from '../api/my-claim-actions';
import { queryKeys } from '~/lib/query-keys';
import { ClaimMessageForm } from './claim-message-form';
import { ClaimDispute } from './claim-dispute';
import { groupDigits } from '@kestrel/domain/uk/numbers';

function WithdrawButton({ claim, onDone }: { claim: CustomerClaim; onDone: (answer: MyClaimAnswer) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Withdraw the claim
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Withdraw claim ${claim.reference}?`}>
        <p>We will tell the garage that no repair is authorised under this claim. You can make a new claim later.</p>
        <ConfirmActions
          back="Keep the claim"
          onBack={() => setOpen(false)}
          confirm="Withdraw the claim"
          variant="danger-solid"
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            myClaims
              .withdraw(claim.id)
              .then((answer) => {
                setOpen(false);
                onDone(answer);
                toast.success('Your claim is withdrawn.');
              })
              .catch((error: unknown) => toast.error(errorMessage(error)))
              .finally(() => setBusy(false));
          }}
        />
      </Modal>
    </>
  );
}

function Decision({ claim }: { claim: CustomerClaim }) {
  const { decision } = claim;
  if (claim.status.value === 'declined') {
    return (
      <section className={panel} aria-labelledby="decision">
        <h2 id="decision" className="text-xl font-bold text-navy">
          Our decision
        </h2>
        <p className="mt-2">
          We cannot pay this claim: {decision.declineReasonLabel?.toLowerCase()}.
          {decision.declineNote ? ` ${decision.declineNote}` : ''}
        </p>
        <p className="mt-2">
          The letter explains the term this rests on and how to take a dispute to the independent final arbiter.
        </p>
        {claim.letterUrl ? <LetterButton url={claim.letterUrl} reference={claim.reference} /> : null}
      </section>
    );
  }
  if (!claim.assessment || decision.authorisedAmount === null) return null;
  return (
    <section className={panel} aria-labelledby="decision">
      <h2 id="decision" className="text-xl font-bold text-navy">
        Authorised: we pay {formatPence(decision.authorisedAmount)}
      </h2>
      <div className="mt-3">
        <AssessmentTable assessment={claim.assessment} caption="What we pay, line by line" reader="customer" />
      </div>
      {decision.paidOn ? (
        <p className="mt-3">
          We paid the garage on {ukLongDate(decision.paidOn)} (reference {decision.paymentReference}).
        </p>
      ) : null}
      {claim.letterUrl ? (
        <div className="mt-3">
          <LetterButton url={claim.letterUrl} reference={claim.reference} />
        </div>
      ) : null}
    </section>
  );
}

const text = {
  title: 'Your claim',
  intro:
    'Where your claim stands, our decision and each step so far. If the claims team asks you for information, you answer it here.',
  loading: 'Loading your claim…',
};

/** The claim's page before the session is checked and its data has come (docs/decisions/0008). */
export const claimPageFrame = dashboardFrame(text);

/** The customer's claim (DESIGN §8.1): its status, the decision, the timeline, messages and withdrawing. */
export function ClaimPage({ id }: { id: string }) {
  const client = useQueryClient();
  const options = myClaimQueryOptions(id);
  const query = useQuery(options);
  const update = (answer: MyClaimAnswer) => {
    client.setQueryData(options.queryKey, answer);
    void client.invalidateQueries({ queryKey: queryKeys.claims.mine() });
    // A withdrawn claim is no longer the warranty's claim in progress.
    refreshClaimWarranties(client, answer.claim.warrantyId);
  };
  // The frame's heading and intro stay where they are while the claim loads, so nothing moves.
  const title = query.data ? `Claim ${query.data.claim.reference}` : text.title;
  return (
    <DashboardFrame title={title} intro={<p>{text.intro}</p>}>
      <QueryState query={query} loading={text.loading}>
        {({ claim }) => (
          <>
            <p className="text-lg">
              {claim.vehicle.registration} · {claim.vehicle.make} {claim.vehicle.model}. Status:{' '}
              <strong data-testid="claim-status">{claim.status.label}</strong>
            </p>
            {claim.status.value === 'info-requested' ? (
              <p role="status" className="rounded-lg border-2 border-amber bg-white p-3 font-semibold">
                The claims team has asked for information: see the timeline below, and answer with the form.
              </p>
            ) : null}
            <NextStepPanel step={claim.nextStep} />
            <Decision claim={claim} />
            <ClaimDispute claim={claim} />
            <section className={panel} aria-labelledby="what-happened">
              <h2 id="what-happened" className="text-xl font-bold text-navy">
                What you told us
              </h2>
              <div className="mt-3">
                <DetailList
                  rows={[
                    ['Date of the fault', ukLongDate(claim.faultDate)],
                    ['Mileage', groupDigits(claim.mileage)],
                    ['Safe to drive', safeToDriveLabels[claim.safeToDrive]],
                    ['Warning lights', warningLightLabels[claim.warningLights]],
                    ['Garage', `${claim.garage.name}, ${claim.garage.address}, ${claim.garage.postcode}`],
                    ['What happened', claim.whatHappened],
                  ]}
                />
              </div>
            </section>
            <section className={panel} aria-labelledby="timeline">
              <h2 id="timeline" className="mb-3 text-xl font-bold text-navy">
                Timeline
              </h2>
              <ClaimTimeline events={claim.timeline} />
            </section>
            <section className={panel} aria-labelledby="files">
              <h2 id="files" className="mb-3 text-xl font-bold text-navy">
                Photos and documents
              </h2>
              <ClaimFiles
                files={claim.files}
                filesLeft={claim.filesLeft}
                viewer="customer"
                kinds={claimFileKindsBy.customer}
                upload={claimOpen(claim.status.value) ? myClaims.files(claim.id) : null}
                onUploaded={update}
              />
            </section>
            {claim.actions.length > 0 || claim.status.value === 'authorised' ? (
              <section className={`${panel} space-y-4`} aria-labelledby="messages">
                <h2 id="messages" className="text-xl font-bold text-navy">
                  Messages and actions
                </h2>
                <ClaimMessageForm
                  answering={claim.status.value === 'info-requested'}
                  send={async (message) => update(await myClaims.message(claim.id, message))}
                />
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="outline"
                    onClick={() =>
                      void myClaims
                        .resendGarageLink(claim.id)
                        .then((answer) => {
                          update(answer);
                          toast.success('We have e-mailed the garage a new link; the old one no longer works.');
                        })
                        .catch((error: unknown) => toast.error(errorMessage(error)))
                    }
                  >
                    Send the garage a new link
                  </Button>
                  {claim.actions.includes('withdraw') ? <WithdrawButton claim={claim} onDone={update} /> : null}
                </div>
              </section>
            ) : null}
          </>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
