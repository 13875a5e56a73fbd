import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { useOneRequest } from '~/lib/query/use-one-request';
import { toast } from '~/lib/toast';
import { setCustomerAccess } from '../api/customer-access';
import { queryKeys } from '~/lib/query-keys';

/**
 * Disable a customer's account, or enable it again (docs/back-office.md): confirmed first,
 * audited by the server; disabling signs the customer out everywhere at once.
 */
export function AccountAccess({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const { state, busy, run, reset } = useOneRequest(async () => {
    const answer = await setCustomerAccess(id, disabled ? 'enable' : 'disable');
    setOpen(false);
    toast.success(answer.message);
    await client.invalidateQueries({ queryKey: queryKeys.admin.customer(id) });
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>{disabled ? `${name}'s account is disabled: it cannot sign in.` : `${name}'s account is active.`}</p>
      <Button
        variant={disabled ? 'outline' : 'danger'}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {disabled ? 'Enable account' : 'Disable account'}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={disabled ? 'Enable this account again?' : 'Disable this account?'}
      >
        <p>
          {disabled
            ? `${name} will be able to sign in again.`
            : `${name} is signed out everywhere at once and cannot sign in until the account is enabled again. Their warranties are not changed.`}{' '}
          The audit log records it.
        </p>
        <RequestOutcome state={state} sending={disabled ? 'Enabling…' : 'Disabling…'} />
        <ConfirmActions
          back="Not now"
          onBack={() => setOpen(false)}
          confirm={disabled ? 'Yes, enable account' : 'Yes, disable account'}
          variant={disabled ? 'primary' : 'danger-solid'}
          busy={busy}
          onConfirm={run}
        />
      </Modal>
    </div>
  );
}
