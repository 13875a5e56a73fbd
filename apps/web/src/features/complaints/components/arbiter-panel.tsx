import { useRef, useState } from 'react';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { CustomerComplaint, MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { panel } from '~/components/layout/dashboard-frame';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { DetailList } from '~/components/ui/detail-list';
import { Modal } from '~/components/ui/modal';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { complaintDocuments, myComplaints } from '../api/my-complaint-actions';
import { DocumentButton } from './document-button';

/** "Refer to the independent arbiter", confirmed first in a dialog. */
function ReferButton({
  complaint,
  onReferred,
}: {
  complaint: CustomerComplaint;
  onReferred: (answer: MyComplaintAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Refer to the independent arbiter
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Refer complaint ${complaint.reference} to the independent arbiter?`}
      >
        <p>
          We send the arbiter the evidence pack: your claim, the garage&rsquo;s estimate and invoice, our assessment
          line by line, the letters, the timelines, and your complaint with our response. You can download the same pack
          here.
        </p>
        <p className="mt-2">The arbiter&rsquo;s decision binds us. We e-mail you to confirm the referral.</p>
        <ConfirmActions
          back="Not now"
          onBack={() => setOpen(false)}
          confirm="Refer to the arbiter"
          busy={busy}
          onConfirm={() => {
            if (busy) return;
            setBusy(true);
            myComplaints
              .refer(complaint.id)
              .then((answer) => {
                setOpen(false);
                onReferred(answer);
                toast.success('Your dispute is with the independent arbiter. We have e-mailed you to confirm.');
              })
              .catch((error: unknown) => toast.error(errorMessage(error)))
              .finally(() => setBusy(false));
          }}
        />
      </Modal>
    </>
  );
}

/** What the arbiter decided, which binds us. */
function ArbiterDecision({ arbiter }: { arbiter: NonNullable<CustomerComplaint['arbiter']> }) {
  return (
    <div className="mt-3" data-testid="arbiter-decision">
      <DetailList
        rows={[
          ['The arbiter decided', arbiter.decision.label],
          ['Decided on', ukLongDateAt(new Date(arbiter.decidedAt))],
          ...(arbiter.amount !== null
            ? [['We pay on the claim, VAT included', formatPence(arbiter.amount)] as const]
            : []),
        ]}
      />
      <p className="mt-3 whitespace-pre-line">{arbiter.note}</p>
    </div>
  );
}

/**
 * The independent arbiter, for a claim dispute (section 12 of the terms): whether the customer can refer it and
 * why, in the rules' own words; the referral, confirmed first; the evidence pack; the decision.
 */
export function ArbiterPanel({
  complaint,
  onChange,
}: {
  complaint: CustomerComplaint;
  onChange: (answer: MyComplaintAnswer) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  if (complaint.subject.value !== 'claim-decision') return null;
  const { evidencePackUrl, reference } = complaint;
  return (
    <section className={panel} aria-labelledby="arbiter">
      <h2 id="arbiter" ref={heading} tabIndex={-1} className="text-xl font-bold text-navy">
        The independent arbiter
      </h2>
      {complaint.referredAt ? (
        <p className="mt-2 font-semibold" data-testid="referral">
          You referred this dispute to the independent arbiter on {ukLongDateAt(new Date(complaint.referredAt))}.
        </p>
      ) : null}
      {complaint.arbiter ? (
        <ArbiterDecision arbiter={complaint.arbiter} />
      ) : (
        <p className="mt-2" data-testid="arbiter-eligibility">
          {complaint.arbiterEligibility.reason}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {complaint.actions.includes('refer') ? (
          <ReferButton
            complaint={complaint}
            onReferred={(answer) => {
              onChange(answer);
              // The button has gone with the referral: the panel's heading takes the focus.
              requestAnimationFrame(() => heading.current?.focus());
            }}
          />
        ) : null}
        {complaint.referredAt && evidencePackUrl ? (
          <DocumentButton
            label="Download the evidence pack (PDF)"
            busyLabel="Preparing the evidence pack…"
            download={() => complaintDocuments.evidencePack(evidencePackUrl, reference)}
          />
        ) : null}
      </div>
    </section>
  );
}
