import type {
  ArbiterDecisionRequest,
  FinalResponseRequest,
  RecordComplaintRequest,
} from '@kestrel/domain/schemas/complaints';
import { complaintAnswer } from '~/lib/answer-schemas';
import { complaintPath, staffPost } from './requests';

const answer = complaintAnswer((m) => m.adminComplaintAnswerSchema);

const complaintAction = (id: string, action: string, body: unknown) =>
  staffPost(`${complaintPath(id)}/${action}`, answer, body);

/**
 * The complaints team's calls (docs/complaints.md): record a complaint that came by phone, e-mail
 * or letter, then assign, note, respond and record the arbiter's decision, each answering the
 * complaint as it now stands.
 */
export const complaintActions = {
  record: (body: RecordComplaintRequest) => staffPost('/api/admin/complaints', answer, body),
  /** To the one who asks (the API offers no list of staff to choose from). */
  assignToMe: (id: string) => complaintAction(id, 'assign', {}),
  note: (id: string, note: string) => complaintAction(id, 'notes', { note }),
  finalResponse: (id: string, body: FinalResponseRequest) => complaintAction(id, 'final-response', body),
  arbiterDecision: (id: string, body: ArbiterDecisionRequest) => complaintAction(id, 'arbiter-decision', body),
};
