import { useQueryClient } from '@tanstack/react-query';
import { privacyRequestChannelLabels, privacyRequestKindLabels } from '@kestrel/domain/privacy/requests';
import type { PrivacyRequest } from '@kestrel/domain/schemas/privacy';
import { SelectField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { usePrivacyRequests } from '../api/get-privacy-requests';
import { exportForRequest, privacyRequestActions } from '../api/privacy-request-actions';
import { queryKeys } from '~/lib/query-keys';
import { adminSchemas } from '../load-form-schemas';
import { AdminPage, type AdminPageText } from './admin-frame';
import { StatusTag } from './list-parts';

const empty = { kind: '', channel: '', requester: '', receivedOn: '', customerEmail: '', identityCheck: '' };
const outcomeWords = { exported: 'Data sent', erased: 'Erased', refused: 'Refused', done: 'Done' } as const;

function RecordForm({ onRecorded }: { onRecorded: () => void }) {
  const { form, field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.recordPrivacyRequest,
    defaultValues: empty,
    send: async (body) => {
      await privacyRequestActions.record(body);
      toast.success('Request recorded.');
      form.reset(empty);
      onRecorded();
    },
  });
  return (
    <form {...formProps} className="rounded-2xl border border-line bg-white p-5">
      <h2 className="text-xl font-bold text-navy">Record a request</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField label="What they asked for" options={privacyRequestKindLabels} required {...field('kind')} />
        <SelectField label="How it came" options={privacyRequestChannelLabels} required {...field('channel')} />
        <TextField label="Who asked" required {...field('requester')} />
        <TextField label="Received on" type="date" required {...field('receivedOn')} />
        <TextField
          label="Customer account e-mail"
          type="email"
          hint="Leave empty if they have no account."
          {...field('customerEmail')}
        />
      </div>
      <div className="mt-4">
        <TextAreaField label="How you checked who they are" maxLength={500} required {...field('identityCheck')} />
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        {busy ? 'Recording…' : 'Record request'}
      </Button>
    </form>
  );
}

/** Refusing a request needs its reason, checked by the server's own schema before it is sent. */
function RefuseForm({ request, onChanged }: { request: PrivacyRequest; onChanged: () => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.refusePrivacyRequest,
    defaultValues: { reason: '' },
    send: async ({ reason }) => {
      await privacyRequestActions.refuse(request._id, reason);
      toast.success('Request refused.');
      onChanged();
    },
  });
  return (
    <form {...formProps} aria-label="Refuse the request" className="flex grow flex-wrap items-end gap-3">
      <div className="grow">
        <TextField label="Reason to refuse" required {...field('reason')} />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Refusing…' : 'Refuse'}
      </Button>
    </form>
  );
}

function RequestActions({ request, onChanged }: { request: PrivacyRequest; onChanged: () => void }) {
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  if (request.closedAt) return null;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      {request.customerId && request.kind === 'access' ? (
        <Button onClick={() => void run(() => exportForRequest(request._id), 'Data exported; request closed.')}>
          Export their data
        </Button>
      ) : null}
      {request.customerId && request.kind === 'erasure' ? (
        <Button
          variant="danger"
          onClick={() => void run(() => privacyRequestActions.erase(request._id), 'Account erased; request closed.')}
        >
          Erase the account
        </Button>
      ) : null}
      <RefuseForm request={request} onChanged={onChanged} />
    </div>
  );
}

export const privacyRequestsText: AdminPageText = {
  title: 'Data requests',
  intro:
    'Access and erasure requests that came by e-mail, phone or letter. Each must be answered within one calendar month of receipt.',
  loading: 'Loading requests…',
};

/** /admin/privacy: data requests by e-mail, phone or letter, each due one calendar month after receipt. */
export function PrivacyRequests() {
  const query = usePrivacyRequests();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.admin.privacyRequests() });
  return (
    <AdminPage title={privacyRequestsText.title} intro={privacyRequestsText.intro}>
      <div className="mt-6 space-y-6">
        <RecordForm onRecorded={refresh} />
        <QueryState query={query} loading={privacyRequestsText.loading}>
          {({ requests }) =>
            requests.length === 0 ? (
              <p className="text-muted">No requests recorded.</p>
            ) : (
              <ul className="space-y-4">
                {requests.map((request) => (
                  <li key={request._id} className="rounded-2xl border border-line bg-white p-5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-bold text-navy">
                        {privacyRequestKindLabels[request.kind]}: {request.requester}
                      </h3>
                      <StatusTag tone={request.closedAt ? (request.outcome === 'refused' ? 'bad' : 'good') : 'waiting'}>
                        {request.outcome ? outcomeWords[request.outcome] : `Due ${request.dueOn}`}
                      </StatusTag>
                    </div>
                    <p className="mt-1 text-muted">
                      {privacyRequestChannelLabels[request.channel]}, received {request.receivedOn}, due {request.dueOn}
                      .{request.customerId ? '' : ' No customer account linked.'}
                    </p>
                    {request.identityCheck ? <p className="mt-1">Identity: {request.identityCheck}</p> : null}
                    {request.outcomeReason ? <p className="mt-1">Reason: {request.outcomeReason}</p> : null}
                    <RequestActions request={request} onChanged={refresh} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </AdminPage>
  );
}
