import type { RecordPrivacyRequest } from '@kestrel/domain/schemas/privacy';
import { privacyAnswer } from '~/lib/answer-schemas';
import { downloadFile } from '~/lib/download-file';
import { staffPost } from './requests';

const answer = privacyAnswer((m, z) => z.object({ request: m.privacyRequestSchema }));
const requestPath = (id: string) => `/api/admin/privacy-requests/${encodeURIComponent(id)}`;

/** Recording a data request, and staff's answers to one (docs/privacy.md "Requests handled by staff"). */
export const privacyRequestActions = {
  record: (body: RecordPrivacyRequest) => staffPost('/api/admin/privacy-requests', answer, body),
  erase: (id: string) => staffPost(`${requestPath(id)}/erase`, answer),
  refuse: (id: string, reason: string) => staffPost(`${requestPath(id)}/refuse`, answer, { reason }),
};

/** Answers an access request: the customer's data saved as one JSON file; the request is closed. */
export function exportForRequest(id: string): Promise<void> {
  return downloadFile(`${requestPath(id)}/export`, 'kestrel-customer-data.json', { method: 'POST' });
}
