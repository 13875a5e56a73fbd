import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnquiryItem } from '@kestrel/domain/schemas/admin';
import { TextAreaField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { Modal, ModalActions } from '~/components/ui/modal';
import { QueryState } from '~/components/ui/query-state';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { enquiryActions } from '../api/enquiry-actions';
import { useEnquiries } from '../api/get-enquiries';
import { ukDateTime } from '../format';
import { adminSchemas } from '../load-form-schemas';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, Pager, StatusTag, useListParams } from './list-parts';

const statusWords: Record<EnquiryItem['status'], string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
/** New ones by default: the inbox is for what still needs an answer. */
const statusOptions = [...Object.entries(statusWords), ['all', 'All enquiries']] as const;
const tones = { new: 'waiting', answered: 'good', closed: 'plain' } as const;

function ReplyForm({ enquiry, onDone, onCancel }: { enquiry: EnquiryItem; onDone: () => void; onCancel: () => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.reply,
    defaultValues: { message: '' },
    send: async (value) => {
      await enquiryActions.reply(enquiry.id, value.message);
      toast.success(`Reply sent to ${enquiry.email}.`);
      onDone();
    },
  });
  return (
    <form {...formProps}>
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
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
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
          <Button variant="primary" onClick={onReply}>
            Reply<span className="sr-only"> to {enquiry.fullname}</span>
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close<span className="sr-only"> the enquiry from {enquiry.fullname}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

export const enquiriesText: AdminPageText = {
  title: 'Enquiries',
  intro: 'Messages from the contact form. A reply goes to the customer by e-mail.',
  loading: 'Loading enquiries…',
};

/** /admin/enquiries: the contact form's messages, new first by default; reply by e-mail, or close. */
export function EnquiriesInbox() {
  const { values, page, setFilters } = useListParams(['status'] as const);
  const status = values.status || 'new';
  const query = useEnquiries({ status: status === 'all' ? undefined : status, page });
  const reload = () => void query.refetch();
  const [replying, setReplying] = useState<EnquiryItem | null>(null);
  const close = useMutation({
    mutationFn: (enquiry: EnquiryItem) => enquiryActions.close(enquiry.id),
    onSuccess: () => {
      toast.success('Enquiry closed.');
      reload();
    },
    onError: (error) => toast.error(error.message || 'We could not close that enquiry.'),
  });

  return (
    <AdminPage title={enquiriesText.title} intro={enquiriesText.intro}>
      <div className="rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Show"
          value={status}
          options={statusOptions}
          onChange={(next) => setFilters({ status: next })}
        />
      </div>
      <QueryState query={query} loading={enquiriesText.loading}>
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
                    onClose={() => close.mutate(enquiry)}
                  />
                ))}
              </ul>
            )}
            <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
          </>
        )}
      </QueryState>
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
