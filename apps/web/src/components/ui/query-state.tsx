import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '~/lib/api-client';
import { LoadFailed, LoadingStatus } from './load-state';

/**
 * What a signed-in page or modal shows of a read: "Loading …" (also while "Try again" runs, and
 * on a 401, while the page goes to sign in), the failure with "Try again", or the data.
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
  const signingIn = query.error instanceof ApiError && query.error.status === 401;
  if (query.isPending || (query.isError && (query.isFetching || signingIn))) {
    return <LoadingStatus>{loading}</LoadingStatus>;
  }
  if (query.isError) return <LoadFailed message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
