import type { GarageClaimAnswer, MyClaimAnswer, MyClaimsAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { GarageEstimateRequest, GarageInvoiceRequest } from '@kestrel/domain/schemas/claim-estimate';
import type { MakeClaimRequest } from '@kestrel/domain/schemas/claims';
import type { MyWarrantiesAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { apiFetch } from '~/lib/api-client';

/** The claim calls of the customer and the garage (docs/claims.md). */

const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body, loading: true });
const mine = (id: string) => `/api/claims/my-claims/${encodeURIComponent(id)}`;
const garage = (token: string) => `/api/garage/claims/${encodeURIComponent(token)}`;

export const myClaims = {
  list: (signal?: AbortSignal) => apiFetch<MyClaimsAnswer>('/api/claims/my-claims', { signal }),
  get: (id: string, signal?: AbortSignal) => apiFetch<MyClaimAnswer>(mine(id), { signal }),
  make: (warrantyId: string, body: MakeClaimRequest) =>
    post<MyClaimAnswer>(`/api/claims/warranty/${encodeURIComponent(warrantyId)}`, body),
  message: (id: string, message: string) => post<MyClaimAnswer>(`${mine(id)}/messages`, { message }),
  withdraw: (id: string, note?: string) => post<MyClaimAnswer>(`${mine(id)}/withdraw`, note ? { note } : {}),
  resendGarageLink: (id: string) => post<MyClaimAnswer>(`${mine(id)}/garage-link`),
  /** Where a photo or document is sent (multipart, with progress: `uploadWithProgress`). */
  filesUrl: (id: string) => `${mine(id)}/files`,
};

export const garageClaim = {
  get: (token: string, signal?: AbortSignal) => apiFetch<GarageClaimAnswer>(garage(token), { signal }),
  estimate: (token: string, body: GarageEstimateRequest) => post<GarageClaimAnswer>(`${garage(token)}/estimate`, body),
  invoice: (token: string, body: GarageInvoiceRequest) => post<GarageClaimAnswer>(`${garage(token)}/invoice`, body),
  message: (token: string, message: string) => post<GarageClaimAnswer>(`${garage(token)}/messages`, { message }),
  filesUrl: (token: string) => `${garage(token)}/files`,
};

/** The warranties in force today: those a claim may be made on (the server checks again). */
export const warrantiesInForce = async (signal?: AbortSignal): Promise<Warranty[]> =>
  (await apiFetch<MyWarrantiesAnswer>('/api/warranty/my-warranties', { signal })).activeWarranty.warranties;
