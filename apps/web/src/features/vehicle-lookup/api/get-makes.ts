import { apiFetch } from '~/lib/api-client';

/** GET /api/vehicle/makes: the car and van makes we list, A–Z. */
export function getMakes(signal?: AbortSignal): Promise<{ makes: string[] }> {
  return apiFetch<{ makes: string[] }>('/api/vehicle/makes', signal ? { signal } : {});
}
