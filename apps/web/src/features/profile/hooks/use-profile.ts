import { useQuery } from '@tanstack/react-query';
import { rememberUser } from '~/lib/state/session';
import { useUserDetails } from '~/lib/state/slices';
import { getProfile } from '../api/get-profile';

/**
 * Loads the signed-in user afresh on every visit (the stored copy may be stale) and keeps it in the
 * stores, where the forms' answers update it too; the page shows the stored user once it has.
 */
export function useProfile() {
  const user = useUserDetails((s) => s.value);
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: async ({ signal }) => {
      const answer = await getProfile(signal);
      rememberUser(answer.user);
      return answer;
    },
  });
  return { user, query };
}
