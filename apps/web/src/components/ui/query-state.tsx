import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ApiError, errorMessage } from '~/lib/api-client';
import { LoadFailed, LoadingStatus } from './load-state';

/**
 * What a signed-in page or modal shows of a read: "Loading …" (also while "Try again" runs, and
 * on a 401, while the page goes to sign in), the failure with "Try again", or the data.
 *
 * The data is rendered deferred: React Query tells React of an answer through a store, whose
 * updates React renders at once, in one task, however large the page; a deferred value is rendered
 * in a transition, which React splits into small tasks, so that a page filling with its data does
 * not hold a slow phone's main thread for long (Lighthouse's blocking time).
 */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  const signingIn = query.error instanceof ApiError && query.error.status === 401;
  if (query.isPending || (query.isError && (query.isFetching || signingIn))) {
    return <LoadingStatus>{loading}</LoadingStatus>;
  }
  if (query.isError) return <LoadFailed message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  // The answer has come and is being rendered.
  if (data === undefined) return <LoadingStatus>{loading}</LoadingStatus>;
  return <>{children(data)}</>;
}
