import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { AdminComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { ukDateTime } from '@kestrel/domain/uk/london-date';
import { Link } from 'react-router';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { queryKeys } from '~/lib/query-keys';
import { adminComplaintQueryOptions } from '../api/get-admin-complaint';
import { AdminPage, Panel, type AdminPageText } from './admin-frame';
import {
  ArbiterDecisionForm,
  AssignToMe,
  ComplaintNoteForm,
  FinalResponseForm,
  type OnComplaintChanged,
} from './complaint-action-forms';
import { ComplaintDownloads, ComplaintTimeline, FinalResponseDue } from './complaint-parts';
import { actionDone } from './warranty-action-forms';

type Complaint = AdminComplaintAnswer['complaint'];

const link = 'font-semibold text-teal-700 underline';
const day = (instant: string | null) => (instant ? ukLongDateAt(new Date(instant)) : null);

function Details({ complaint: c }: { complaint: Complaint }) {
  const rows: DetailRow[] = [
    [
      'Customer',
      <>
        <Link to={`/admin/customers/${c.customer.id}`} className={link}>
          {c.customer.name}
        </Link>{' '}
        <span className="font-normal break-all">({c.customer.email})</span>
      </>,
    ],
    [
      'About',
      c.claimId && c.claimReference ? (
        <>
          {c.subject.label}:{' '}
          <Link to={`/admin/claims/${c.claimId}`} className={`${link} font-mono`}>
            claim {c.claimReference}
          </Link>
        </>
      ) : (
        c.subject.label
      ),
    ],
    ['How it came', c.channel.label],
    ['Received', day(c.receivedAt)],
    ['Acknowledged', c.acknowledgedAt ? `By e-mail, ${ukDateTime(c.acknowledgedAt)}` : 'Not yet'],
    [
      'Final response',
      c.respondedAt ? (
        `Given ${day(c.respondedAt)}`
      ) : (
        <>
          <span className="sr-only">Due </span>
          <FinalResponseDue dueOn={c.finalResponseDueOn} overdue={c.overdue} />
        </>
      ),
    ],
    ['Handled by', c.owner ? c.owner.name : 'No one yet'],
  ];
  return (
    <Panel title="The complaint">
      <DetailList rows={rows} />
      <h3 className="mt-4 font-bold text-navy">What the customer says</h3>
      <p className="mt-1 break-words whitespace-pre-line">{c.description}</p>
    </Panel>
  );
}

function Outcome({ complaint: c }: { complaint: Complaint }) {
  if (!c.outcome) return null;
  return (
    <Panel title="Our final response">
      <DetailList
        columns={1}
        rows={[
          ['Outcome', <span data-testid="complaint-outcome">{c.outcome.label}</span>],
          ['Reasons', <span className="font-normal whitespace-pre-line">{c.outcomeReasons}</span>],
          ...(c.redress ? ([['What we put right', c.redress]] as DetailRow[]) : []),
          ...(c.redressPence !== null
            ? ([['Payment to the customer', formatPence(c.redressPence)]] as DetailRow[])
            : []),
        ]}
      />
    </Panel>
  );
}

/** A claim dispute's route to the independent arbiter: whether the customer may refer, the referral, the decision. */
function Arbiter({ complaint: c }: { complaint: Complaint }) {
  if (c.subject.value !== 'claim-decision') return null;
  const rows: DetailRow[] = [
    [
      'Can the customer refer it?',
      `${c.arbiterEligibility.reason}${c.arbiterEligibility.until ? ` (until ${ukLongDate(c.arbiterEligibility.until)})` : ''}`,
    ],
    ...(c.referredAt ? ([['Referred', ukDateTime(c.referredAt)]] as DetailRow[]) : []),
    ...(c.arbiter
      ? ([
          ['Decision', <span data-testid="arbiter-decision">{c.arbiter.decision.label}</span>],
          ...(c.arbiter.amount !== null
            ? ([['We pay on the claim, VAT included', formatPence(c.arbiter.amount)]] as DetailRow[])
            : []),
          ['In brief', <span className="font-normal whitespace-pre-line">{c.arbiter.note}</span>],
          ['Decided', ukDateTime(c.arbiter.decidedAt)],
        ] as DetailRow[])
      : []),
  ];
  return (
    <Panel title="The independent arbiter">
      <DetailList columns={1} rows={rows} />
    </Panel>
  );
}

function Actions({ complaint, onChanged }: { complaint: Complaint; onChanged: OnComplaintChanged }) {
  const status = complaint.status.value;
  const forms = [
    status !== 'arbiter-decided' ? <AssignToMe key="a" complaint={complaint} onChanged={onChanged} /> : null,
    status === 'open' ? <FinalResponseForm key="f" complaint={complaint} onChanged={onChanged} /> : null,
    status === 'referred' ? <ArbiterDecisionForm key="d" complaint={complaint} onChanged={onChanged} /> : null,
  ].filter(Boolean);
  if (forms.length === 0) return <p className="text-muted">Nothing to do: the arbiter has decided.</p>;
  return <div className="space-y-6 divide-y divide-line [&>*:not(:first-child)]:pt-6">{forms}</div>;
}

export const adminComplaintText = {
  title: 'Complaint',
  intro:
    'The complaint, its dates and what the customer can do next. Each step you take is on its timeline and in the audit log; the customer is e-mailed at each step except notes.',
  loading: 'Loading the complaint…',
} satisfies AdminPageText;

/** /admin/complaints/:id: one complaint with its customer, dates, owner, notes, final response and the arbiter. */
export function AdminComplaintPage({ id }: { id: string }) {
  const client = useQueryClient();
  const options = adminComplaintQueryOptions(id);
  const query = useQuery(options);
  const onChanged: OnComplaintChanged = (answer, done) => {
    client.setQueryData(options.queryKey, answer);
    void client.invalidateQueries({ queryKey: queryKeys.admin.complaintsQueue.all() });
    // The arbiter's decision for the customer changes the claim too: its page is read again.
    const claimId = answer.complaint.claimId;
    if (claimId) {
      void client.invalidateQueries({ queryKey: queryKeys.admin.claim(claimId) });
      void client.invalidateQueries({ queryKey: queryKeys.admin.claimsQueue.all() });
    }
    actionDone(done);
  };
  const title = query.data ? `Complaint ${query.data.complaint.reference}` : adminComplaintText.title;
  return (
    <AdminPage
      title={title}
      intro={adminComplaintText.intro}
      aside={query.data ? <ComplaintDownloads complaint={query.data.complaint} /> : null}
    >
      <QueryState query={query} loading={adminComplaintText.loading}>
        {({ complaint }) => (
          <>
            <p className="text-lg">
              Status: <strong data-testid="complaint-status">{complaint.status.label}</strong>
            </p>
            {complaint.nextStep ? (
              <section
                aria-labelledby="complaint-next-step"
                className="rounded-2xl border-2 border-navy bg-white p-4 shadow-sm sm:p-6"
              >
                <h2 id="complaint-next-step" className="mb-2 text-lg font-bold text-navy">
                  Next step
                </h2>
                <p data-testid="complaint-next-step">{complaint.nextStep}</p>
              </section>
            ) : null}
            <Details complaint={complaint} />
            <Outcome complaint={complaint} />
            <Arbiter complaint={complaint} />
            <Panel title="Actions">
              <Actions complaint={complaint} onChanged={onChanged} />
            </Panel>
            <Panel title="Timeline">
              <ComplaintNoteForm complaint={complaint} onChanged={onChanged} />
              <div className="mt-6">
                <ComplaintTimeline events={complaint.timeline} />
              </div>
            </Panel>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
