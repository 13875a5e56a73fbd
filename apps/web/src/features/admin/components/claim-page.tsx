import { useQuery, useQueryClient } from '@tanstack/react-query';
import { claimFileKindsBy } from '@kestrel/domain/claims/claim-files';
import { claimOpen } from '@kestrel/domain/claims/claim-status';
import { vatTreatment } from '@kestrel/domain/claims/claim-totals';
import { failureCauseLabels } from '@kestrel/domain/claims/estimate';
import { normaliseVatNumber } from '@kestrel/domain/claims/vat-number';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { Link } from 'react-router';
import { AssessmentTable } from '~/components/claims/assessment-table';
import { ClaimFiles } from '~/components/claims/claim-files';
import { ClaimTimeline } from '~/components/claims/claim-timeline';
import { LetterButton } from '~/components/claims/letter-button';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { adminClaimFiles, adminClaimQueryOptions } from '../api/get-admin-claim';
import { queryKeys } from '~/lib/query-keys';
import { AdminPage, Panel, type AdminPageText } from './admin-frame';
import {
  AdjustLineForm,
  AuthoriseForm,
  ClaimMessageForm,
  DeclineForm,
  GarageLinkForm,
  MarkPaidForm,
  RecordInvoiceForm,
  ReopenForm,
  ReverseAutomaticForm,
  RequestInfoForm,
  type OnClaimChanged,
} from './claim-action-forms';
import { AutomaticDecisionPanel } from './automatic-decision';
import { RiskSignalList } from './risk-signals';
import { StaffNextStep } from './due-day';
import { actionDone } from './warranty-action-forms';
import { WarrantyHistoryPanel } from './warranty-history-panel';
import { groupDigits } from '@kestrel/domain/uk/numbers';

type Claim = AdminClaimAnswer['claim'];

function Actions({ claim, onChanged }: { claim: Claim; onChanged: OnClaimChanged }) {
  const can = (action: Claim['staffActions'][number]) => claim.staffActions.includes(action);
  const forms = [
    can('authorise') && claim.assessment ? <AuthoriseForm key="a" claim={claim} onChanged={onChanged} /> : null,
    claim.adjustable && claim.assessment ? <AdjustLineForm key="j" claim={claim} onChanged={onChanged} /> : null,
    can('request-info') ? <RequestInfoForm key="r" claim={claim} onChanged={onChanged} /> : null,
    can('decline') ? <DeclineForm key="d" claim={claim} onChanged={onChanged} /> : null,
    can('send-invoice') ? <RecordInvoiceForm key="i" claim={claim} onChanged={onChanged} /> : null,
    can('mark-paid') ? <MarkPaidForm key="p" claim={claim} onChanged={onChanged} /> : null,
    can('reopen') ? <ReopenForm key="o" claim={claim} onChanged={onChanged} /> : null,
    can('reverse-automatic') ? <ReverseAutomaticForm key="v" claim={claim} onChanged={onChanged} /> : null,
    claimOpen(claim.status.value) ? <GarageLinkForm key="g" claim={claim} onChanged={onChanged} /> : null,
  ].filter(Boolean);
  if (forms.length === 0)
    return <p className="text-muted">Nothing to do: this claim is {claim.status.label.toLowerCase()}.</p>;
  return <div className="space-y-6 divide-y divide-line [&>*:not(:first-child)]:pt-6">{forms}</div>;
}

/**
 * The VAT number the assessment added VAT for, from the garage's estimate (`vatTreatment`, the
 * assessment's own basis), and the one the customer gave when it is not the same.
 */
function vatInTheAssessment(claim: Claim): string {
  const given = claim.garage.vatNumber;
  if (!claim.assessment) {
    return `Decided by the garage's estimate, not yet sent${given ? ` (the customer gave ${given})` : ''}`;
  }
  const used = vatTreatment(claim.assessment);
  return given && normaliseVatNumber(given) !== claim.assessment.vatNumber
    ? `${used} (the customer gave ${given})`
    : used;
}

function Details({ claim }: { claim: Claim }) {
  const w = claim.warranty;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Warranty and vehicle">
        <DetailList
          rows={[
            [
              'Plan',
              <Link to={`/admin/warranties/${w.id}`} className="text-teal-700 underline">
                {w.planName}
              </Link>,
            ],
            ['Vehicle', `${claim.vehicle.registration} · ${claim.vehicle.make} ${claim.vehicle.model}`],
            ['Cover', `${ukLongDate(w.startDate)} to ${ukLongDate(w.expiryDate)}`],
            ['Mileage at purchase', groupDigits(w.purchaseMileage)],
            [
              'Inspection',
              w.inspectionDate ? `${ukLongDate(w.inspectionDate)}, ${w.inspectionGarage ?? ''}` : 'No date recorded',
            ],
            ['Customer', `${claim.customer.name} (${claim.customer.email})`],
          ]}
        />
      </Panel>
      <Panel title="The fault and the garage">
        <DetailList
          rows={[
            ['Date of the fault', ukLongDate(claim.faultDate)],
            ['Mileage at the fault', groupDigits(claim.mileage)],
            ['What happened', claim.whatHappened],
            ['Garage', `${claim.garage.name}, ${claim.garage.address}, ${claim.garage.postcode}`],
            ['Garage contact', `${claim.garage.phone} · ${claim.garage.email}`],
            ['VAT in the assessment', vatInTheAssessment(claim)],
          ]}
        />
      </Panel>
    </div>
  );
}

export const adminClaimText = {
  title: 'Claim',
  intro:
    "The garage's estimate beside the rules' assessment, line by line, and what you can do next. Each decision is recorded on the claim's timeline.",
  loading: 'Loading the claim…',
} satisfies AdminPageText;

/** /admin/claims/:id: the claim, the garage's estimate beside the rules' assessment, and the decisions. */
export function AdminClaimPage({ id }: { id: string }) {
  const client = useQueryClient();
  const options = adminClaimQueryOptions(id);
  const query = useQuery(options);
  const onChanged: OnClaimChanged = (answer, done) => {
    client.setQueryData(options.queryKey, answer);
    void client.invalidateQueries({ queryKey: queryKeys.admin.claimsQueue.all() });
    actionDone(done);
  };
  // The frame's heading and intro stay where they are while the claim loads, so nothing moves.
  const title = query.data ? `Claim ${query.data.claim.reference}` : adminClaimText.title;
  const letterUrl = query.data?.claim.letterUrl;
  return (
    <AdminPage
      title={title}
      intro={adminClaimText.intro}
      aside={letterUrl && query.data ? <LetterButton url={letterUrl} reference={query.data.claim.reference} /> : null}
    >
      <QueryState query={query} loading={adminClaimText.loading}>
        {({ claim }) => (
          <>
            <p className="text-lg">
              Status: <strong data-testid="claim-status">{claim.status.label}</strong>
              {claim.decision.authorisedAmount !== null
                ? ` · authorised ${formatPence(claim.decision.authorisedAmount)}`
                : ''}
              {claim.decision.declineReasonLabel ? ` · declined: ${claim.decision.declineReasonLabel}` : ''}
            </p>
            <StaffNextStep step={claim.nextStep} />
            <AutomaticDecisionPanel decision={claim.automaticDecision} />
            <RiskSignalList signals={claim.signals} />
            <Details claim={claim} />
            <Panel title="The estimate and the assessment">
              {claim.estimate && claim.assessment ? (
                <div className="space-y-3">
                  <p>
                    <strong>Diagnosis:</strong> {claim.estimate.diagnosis}
                  </p>
                  <p className="text-sm text-muted">
                    Causes given:{' '}
                    {claim.estimate.lines
                      .flatMap((l) => ('cause' in l ? [`${l.description}: ${failureCauseLabels[l.cause]}`] : []))
                      .join('; ') || 'none'}
                  </p>
                  <AssessmentTable
                    assessment={claim.assessment}
                    caption="The estimate assessed by the rules, line by line"
                    reader="staff"
                  />
                </div>
              ) : (
                <p className="text-muted">The garage has not sent its estimate yet.</p>
              )}
            </Panel>
            <Panel title="Actions">
              <Actions claim={claim} onChanged={onChanged} />
            </Panel>
            <Panel title="Timeline">
              <ClaimMessageForm claim={claim} onChanged={onChanged} />
              <div className="mt-6">
                <ClaimTimeline events={claim.timeline} />
              </div>
            </Panel>
            <Panel title="Photos and documents">
              <ClaimFiles
                files={claim.files}
                filesLeft={claim.filesLeft}
                viewer="staff"
                kinds={claimFileKindsBy.staff}
                upload={claimOpen(claim.status.value) ? adminClaimFiles(claim.id) : null}
                onUploaded={(answer) => {
                  client.setQueryData(options.queryKey, answer);
                  void client.invalidateQueries({ queryKey: queryKeys.admin.claimsQueue.all() });
                }}
              />
            </Panel>
            <WarrantyHistoryPanel id={claim.warranty.id} />
            {claim.earlierClaims.length > 0 ? (
              <Panel title="Other claims on this warranty">
                <ul className="list-disc pl-5">
                  {claim.earlierClaims.map((c) => (
                    <li key={c.id}>
                      <Link to={`/admin/claims/${c.id}`} className="text-teal-700 underline">
                        {c.reference}
                      </Link>{' '}
                      · {c.status.label} · fault {ukLongDate(c.faultDate)}
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
