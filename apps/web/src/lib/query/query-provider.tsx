import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '~/lib/api-client';

/** Staff sign in on their own page; everyone else on /login. */
const signInPathFor = (pathname: string) => (pathname.startsWith('/admin') ? '/admin/login' : '/login');

/**
 * Server state for the signed-in areas (the purchase steps, the dashboard, the back office): one
 * TanStack Query client per area, given by its layout, so the public pages' first load never
 * carries it. A read that fails is not tried again by itself (the page offers "Try again"), nor
 * read again when the window regains focus. A 401 has already logged out (apiFetch): back to the
 * sign-in page, returning here afterwards.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error) => {
            if (!(error instanceof ApiError) || error.status !== 401) return;
            const { pathname } = window.location;
            void navigate(`${signInPathFor(pathname)}?redirectTo=${encodeURIComponent(pathname)}`, { replace: true });
          },
        }),
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
