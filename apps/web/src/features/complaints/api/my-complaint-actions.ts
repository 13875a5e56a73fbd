import type { MakeComplaintRequest } from '@kestrel/domain/schemas/complaints';
import { complaintAnswer } from '~/lib/answer-schemas';
import { downloadFile } from '~/lib/download-file';
import { complaintPost, myComplaintPath } from './paths';

const answer = complaintAnswer((m) => m.myComplaintAnswerSchema);

/** The customer's steps on a complaint; each answers the complaint as it now stands. */
export const myComplaints = {
  make: (body: MakeComplaintRequest) => complaintPost('/api/complaints', answer, body),
  /** Refer the claim dispute to the independent arbiter (the server checks it may go). */
  refer: (id: string) => complaintPost(`${myComplaintPath(id)}/refer`, answer),
};

/** The complaint's documents, drawn on request: our final response letter and the arbiter's evidence pack. */
export const complaintDocuments = {
  letter: (url: string, reference: string) => downloadFile(url, `complaint-${reference}-final-response.pdf`),
  evidencePack: (url: string, reference: string) => downloadFile(url, `complaint-${reference}-evidence-pack.pdf`),
};
