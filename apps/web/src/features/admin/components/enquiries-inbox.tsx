import { useState } from 'react';
import type { EnquiryItem } from '@kestrel/domain/schemas/admin';
import { TextAreaField } from '~/components/forms/text-field';
import { outlineButton, primaryButton } from '~/components/ui/buttons';
import { Modal, ModalActions } from '~/components/ui/modal';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { useLoaded } from '~/lib/use-loaded';
import { useSending } from '~/lib/use-sending';
import { enquiries } from '../api/admin-api';
import { ukDateTime } from '../format';
import { AdminPage } from './admin-frame';
import { FilterSelect, Loaded, Pager, StatusTag, useListParams } from './list-parts';

const statusWords: Record<EnquiryItem['status'], string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
/** New ones by default: the inbox is for what still needs an answer. */
const statusOptions = [...Object.entries(statusWords), ['all', 'All enquiries']] as const;
const tones = { new: 'waiting', answered: 'good', closed: 'plain' } as const;

function ReplyForm({ enquiry, onDone, onCancel }: { enquiry: EnquiryItem; onDone: () => void; onCancel: () => void }) {
  const { values, field, showErrors, formRef } = useForm({ message: '' });
  const { busy, send } = useSending(showErrors);
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (values.message.trim().length < 2) return showErrors({ message: 'Write your reply' });
        void send(async () => {
          await enquiries.reply(enquiry.id, values.message.trim());
          toast.success(`Reply sent to ${enquiry.email}.`);
          onDone();
        });
      }}
    >
      <blockquote className="max-h-40 overflow-y-auto rounded-lg border-l-4 border-line bg-surface p-3 whitespace-pre-wrap">
        {enquiry.message}
      </blockquote>
      <div className="mt-4">
        <TextAreaField
          label="Your reply"
          rows={6}
          maxLength={5000}
          required
          hint="Sent by e-mail, with their message quoted."
          {...field('message')}
        />
      </div>
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Sending…' : 'Send reply'}
        </button>
      </ModalActions>
    </form>
  );
}

function EnquiryCard({
  enquiry,
  onReply,
  onClose,
}: {
  enquiry: EnquiryItem;
  onReply: () => void;
  onClose: () => void;
}) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-bold text-navy">{enquiry.fullname}</h2>
          <p className="text-sm break-all text-muted">
            {enquiry.email} · {ukDateTime(enquiry.createdAt)}
          </p>
        </div>
        <StatusTag tone={tones[enquiry.status]}>{statusWords[enquiry.status]}</StatusTag>
      </div>
      <p className="mt-3 whitespace-pre-wrap">{enquiry.message}</p>
      {enquiry.status === 'closed' ? null : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={primaryButton} onClick={onReply}>
            Reply<span className="sr-only"> to {enquiry.fullname}</span>
          </button>
          <button type="button" className={outlineButton} onClick={onClose}>
            Close<span className="sr-only"> the enquiry from {enquiry.fullname}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** /admin/enquiries: the contact form's messages, new first by default; reply by e-mail, or close. */
export function EnquiriesInbox() {
  const { values, page, setFilters, key } = useListParams(['status'] as const);
  const status = values.status || 'new';
  const { state, retry, reload } = useLoaded(`enquiries?${key}`, (signal) =>
    enquiries.list({ status: status === 'all' ? undefined : status, page }, signal),
  );
  const [replying, setReplying] = useState<EnquiryItem | null>(null);

  async function close(enquiry: EnquiryItem) {
    try {
      await enquiries.close(enquiry.id);
      toast.success('Enquiry closed.');
      reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'We could not close that enquiry.');
    }
  }

  return (
    <AdminPage title="Enquiries" intro="Messages from the contact form. A reply goes to the customer by e-mail.">
      <div className="rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Show"
          value={status}
          options={statusOptions}
          onChange={(next) => setFilters({ status: next })}
        />
      </div>
      <Loaded state={state} retry={retry} loading="Loading enquiries…">
        {(answer) => (
          <>
            {answer.items.length === 0 ? (
              <p className="rounded-2xl border border-line bg-white p-8 text-center text-muted">
                {status === 'new' ? 'No new enquiries. Everything has been answered.' : 'No enquiries to show.'}
              </p>
            ) : (
              <ul className="space-y-4">
                {answer.items.map((enquiry) => (
                  <EnquiryCard
                    key={enquiry.id}
                    enquiry={enquiry}
                    onReply={() => setReplying(enquiry)}
                    onClose={() => void close(enquiry)}
                  />
                ))}
              </ul>
            )}
            <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
          </>
        )}
      </Loaded>
      <Modal
        open={replying !== null}
        onClose={() => setReplying(null)}
        title={`Reply to ${replying?.fullname ?? ''}`}
        width="lg"
      >
        {replying ? (
          <ReplyForm
            enquiry={replying}
            onCancel={() => setReplying(null)}
            onDone={() => {
              setReplying(null);
              reload();
            }}
          />
        ) : null}
      </Modal>
    </AdminPage>
  );
}
