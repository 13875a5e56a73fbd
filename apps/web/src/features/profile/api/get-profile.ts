import type { User } from '@kestrel/domain/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { rememberUser } from '~/lib/state/session';
import { useUserDetails } from '~/lib/state/slices';

const answer = accountAnswer((m) => m.profileAnswerSchema);

/** GET /api/user/profile: the signed-in user (docs/accounts.md). */
export function getProfile(signal?: AbortSignal): Promise<{ user: User }> {
  return apiFetch('/api/user/profile', answer, signal ? { signal } : {});
}

/** The read keeps the stores' copy of the user up to date as it comes. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: async ({ signal }) => {
      const answer = await getProfile(signal);
      rememberUser(answer.user);
      return answer;
    },
  });

/**
 * Loads the signed-in user afresh on every visit (the stored copy may be stale) and keeps it in the
 * stores, where the forms' answers update it too; the page shows the stored user once it has.
 */
export function useProfile() {
  const user = useUserDetails((s) => s.value);
  const query = useQuery(profileQueryOptions());
  return { user, query };
}
