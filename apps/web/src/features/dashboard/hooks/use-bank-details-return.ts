import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { queryKeys } from '~/lib/query-keys';
import { completeBankDetailsChange } from '../api/monthly-plans';

// Completions under way, so a remount (React's strict mode) does not send a second one.
const underway = new Map<string, Promise<unknown>>();

/**
 * Back on the dashboard from GoCardless's page (`?bank-details=<warranty>`): the server moves the
 * payments still to come to the new mandate, once; then the plans reload and the address is clean.
 */
export function useBankDetailsReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const warrantyId = params.get('bank-details');
  useEffect(() => {
    if (!warrantyId || underway.has(warrantyId)) return;
    const call = completeBankDetailsChange(warrantyId);
    underway.set(warrantyId, call);
    call.then(
      () => toast.success('Your bank details are changed: your next payments will be taken from your new account.'),
      (error: unknown) => toast.error(errorMessage(error)),
    );
    void call
      .finally(() => {
        underway.delete(warrantyId);
        void queryClient.invalidateQueries({ queryKey: queryKeys.monthlyPlans.mine() });
        setParams(
          (current) => {
            current.delete('bank-details');
            return current;
          },
          { replace: true },
        );
      })
      .catch(() => undefined);
  }, [warrantyId, queryClient, setParams]);
}
