import { apiFetch } from '~/lib/api-client';

/** GET /api/vehicle/models?make=: the model families of one make, A–Z. */
export function getModels(make: string, signal?: AbortSignal): Promise<{ make: string; models: string[] }> {
  return apiFetch<{ make: string; models: string[] }>(
    `/api/vehicle/models?make=${encodeURIComponent(make)}`,
    signal ? { signal } : {},
  );
}
