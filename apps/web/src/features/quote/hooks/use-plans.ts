import type { PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { getPlans } from '../api/get-plans';

export type PlansState =
  { status: 'loading' } | { status: 'ready'; answer: PlanAnswer } | { status: 'failed'; message: string };

type Outcome = Exclude<PlansState, { status: 'loading' }> & { request: string };

/** The plans for the stored vehicle's query (null: nothing to ask yet), with a retry after a failure. */
export function usePlans(query: URLSearchParams | null) {
  const key = query?.toString() ?? null;
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  // The answer to the latest request only: anything older reads as loading.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    getPlans(new URLSearchParams(key), abort.signal).then(
      (answer) => setOutcome({ status: 'ready', answer, request }),
      (error: unknown) => {
        if (!abort.signal.aborted) setOutcome({ status: 'failed', message: errorMessage(error), request });
      },
    );
    return () => abort.abort();
  }, [key, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: PlansState = outcome && outcome.request === request ? outcome : { status: 'loading' };
  return { state, retry };
}
