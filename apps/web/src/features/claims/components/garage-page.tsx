import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '~/lib/query-keys';
import { claimFileKindsBy } from '@kestrel/domain/claims/claim-files';
import { claimOpen } from '@kestrel/domain/claims/claim-status';
import { askedOf } from '@kestrel/domain/claims/estimate';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { ReactNode } from 'react';
import { AssessmentTable } from '~/components/claims/assessment-table';
import { ClaimFiles } from '~/components/claims/claim-files';
import { ClaimTimeline } from '~/components/claims/claim-timeline';
import { NextStepPanel } from '~/components/claims/next-step-panel';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { garageClaim } from '../api/garage-claim-actions';
import { useGarageClaim } from '../api/get-garage-claim';
import { ClaimMessageForm } from './claim-message-form';
import { EstimateForm } from './estimate-form';
import { GarageCover } from './garage-cover';
import { InvoiceForm } from './invoice-form';

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h2 className="mb-3 text-xl font-bold text-navy">{title}</h2>
      {children}
    </section>
  );
}

/** The estimate the garage sent, while our claims team assesses it: what it asked, line by line. */
function SentEstimate({ estimate }: { estimate: NonNullable<GarageClaimAnswer['estimate']> }) {
  const asked = estimate.lines.map(askedOf);
  return (
    <Section title="Your estimate">
      <p>
        Thank you: our claims team has your estimate of {formatPence(asked.reduce((sum, a) => sum + a, 0))} before VAT
        and is assessing it. We will e-mail you as soon as it is authorised.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5" data-testid="sent-estimate">
        {estimate.lines.map((line, index) => (
          <li key={index}>
            {line.description}: {formatPence(asked[index]!)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GarageClaim({ token, claim }: { token: string; claim: GarageClaimAnswer }) {
  const client = useQueryClient();
  const update = (answer: GarageClaimAnswer) => client.setQueryData(queryKeys.claims.garage(token), answer);
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-navy">Warranty claim {claim.reference}</h1>
        <p className="mt-2 text-muted">
          For {claim.garageName}. Status: <strong data-testid="claim-status">{claim.status.label}</strong>
        </p>
      </header>
      <NextStepPanel step={claim.nextStep} />
      <Section title="The claim">
        <DetailList
          rows={[
            ['Customer', claim.customerName],
            ['Vehicle', `${claim.vehicle.registration} · ${claim.vehicle.make} ${claim.vehicle.model}`],
            ['Date of the fault', ukLongDate(claim.faultDate)],
          ]}
        />
      </Section>
      <Section title="The cover you are repairing within">
        <GarageCover cover={claim.cover} />
      </Section>
      {claim.estimate && (claim.status.value === 'estimate-received' || claim.status.value === 'info-requested') ? (
        <SentEstimate estimate={claim.estimate} />
      ) : null}
      {claim.actions.includes('send-estimate') ? (
        <Section title={claim.estimate ? 'Send a revised estimate' : 'Your diagnosis and estimate'}>
          <p className="mb-4 text-muted">Please do not start the repair until we have authorised it.</p>
          <EstimateForm token={token} claimLimitLeft={claim.cover.claimLimitLeft} onSent={update} />
        </Section>
      ) : null}
      {claim.assessment && claim.decision.authorisedAmount !== null ? (
        <Section title={`Authorised: we pay ${formatPence(claim.decision.authorisedAmount)}`}>
          <AssessmentTable assessment={claim.assessment} caption="What is authorised, line by line" reader="garage" />
        </Section>
      ) : null}
      {claim.actions.includes('send-invoice') ? (
        <Section title="Your invoice">
          <InvoiceForm token={token} onSent={update} />
        </Section>
      ) : null}
      {claim.actions.includes('answer-info') ? (
        <Section title="Answer our request">
          <ClaimMessageForm answering send={async (message) => update(await garageClaim.message(token, message))} />
        </Section>
      ) : null}
      <Section title="Photos and documents">
        <p className="mb-3 text-muted">Send your estimate and, once the repair is done, your invoice as PDFs here.</p>
        <ClaimFiles
          files={claim.files}
          filesLeft={claim.filesLeft}
          viewer="garage"
          kinds={claimFileKindsBy.garage}
          upload={claimOpen(claim.status.value) ? garageClaim.files(token) : null}
          onUploaded={update}
        />
      </Section>
      <Section title="Timeline">
        <ClaimTimeline events={claim.timeline} />
      </Section>
    </>
  );
}

/** The garage's page behind its private link (DESIGN §8.1 "The garage"): no account needed. */
export function GaragePage({ token }: { token: string }) {
  const query = useGarageClaim(token);
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-12">
        <QueryState query={query} loading="Loading the claim…">
          {(claim) => <GarageClaim token={token} claim={claim} />}
        </QueryState>
      </div>
    </div>
  );
}
