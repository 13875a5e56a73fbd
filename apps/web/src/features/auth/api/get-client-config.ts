import type { ClientConfig } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.clientConfigSchema);

let cached: Promise<ClientConfig> | null = null;

/** GET /api/config, once per page load: whether Google sign-in is on, and where it starts. */
export function getClientConfig(): Promise<ClientConfig> {
  cached ??= apiFetch('/api/config', answer).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
