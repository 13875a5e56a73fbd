import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityEvent } from '../../lib/security-events';

/**
 * A garage link that opens nothing answers 404, as if there were nothing there (SECURITY B6): a
 * guessed link, or a link asking for a file of another claim. Each is logged as a refused read,
 * since someone trying links or file ids is probing; the token itself never is (it is the key).
 */
export async function logRefusedGarageRead(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode !== 404) return;
  const fileId = (request.params as { fileId?: unknown } | undefined)?.fileId;
  securityEvent(
    request,
    'refused-read',
    typeof fileId === 'string'
      ? { resource: 'claim-file', resourceId: fileId, reason: 'not a file of the linked claim' }
      : { resource: 'garage-claim', reason: 'no claim behind this link' },
  );
}
