import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { ApiError } from '~/lib/api-client';
import { lookupVehicle } from '../api/lookup-vehicle';

export type LookupState =
  { status: 'none' } | { status: 'loading' } | { status: 'found'; vehicle: Vehicle } | { status: 'failed' };

/**
 * Our record of the stored registration (spec §2 step 2), looked up on arrival. Any failure, an
 * answer of not found or a call that never arrived, leaves the customer to type the details.
 * A 401 has already logged out (apiFetch): back to /login, returning here afterwards.
 */
export function useVehicleLookup(registration: string): LookupState {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<{ registration: string; state: LookupState } | null>(null);

  useEffect(() => {
    if (!registration) return;
    const abort = new AbortController();
    lookupVehicle(registration, abort.signal).then(
      ({ vehicle }) => setAnswer({ registration, state: { status: 'found', vehicle } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          void navigate(`/login?redirectTo=${encodeURIComponent('/purchase/details')}`, { replace: true });
          return;
        }
        setAnswer({ registration, state: { status: 'failed' } });
      },
    );
    return () => abort.abort();
  }, [registration, navigate]);

  if (!registration) return { status: 'none' };
  return answer?.registration === registration ? answer.state : { status: 'loading' };
}
