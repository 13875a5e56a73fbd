import type { ClientConfig } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

/** What sign-in reads of the deployment's configuration: only whether Google sign-in is on. */
const answer = accountAnswer((m) => m.clientConfigSchema.pick({ google: true }));

type SignInConfig = Pick<ClientConfig, 'google'>;

let cached: Promise<SignInConfig> | null = null;

/** GET /api/config, once per page load: whether Google sign-in is on, and where it starts. */
export function getClientConfig(): Promise<SignInConfig> {
  cached ??= apiFetch('/api/config', answer).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
