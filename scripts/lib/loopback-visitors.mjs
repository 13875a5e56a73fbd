// Visitors of the several-instance proof (scripts/instances.mjs): each from a loopback address of
// its own, so limits keyed by address are theirs alone, and counting whatever answer comes back.
import { Agent } from 'undici';
import { siteClient, unusedRegistration } from './journeys.mjs';

/** Every status: the proofs count what came back rather than stop at the first surprise. */
export const anyStatus = Array.from({ length: 500 }, (_, i) => i + 100);

/** A failed request: no answer at all, or a 5xx. */
export const failed = (status) => status === 0 || status >= 500;

/** A quote for a vehicle typed in, so each one reaches the instance (no cached lookup). */
export const quotePath = () =>
  `/api/level/plan/?engineSize=1399&bhp=143&driveType=2WD&mileage=38000&dateFirstReg=2020-06-01&reg=${unusedRegistration()}`;

/**
 * A visitor from its own loopback address. `fresh` opens a connection for each request: nginx's
 * reload closes its idle keep-alive connections to clients, and a browser sends again a request
 * whose reused connection closed before any answer, which undici does not.
 */
export function loopbackClient(base, record, { fresh = false } = {}) {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return siteClient(base, {
    record,
    dispatcher: new Agent({
      localAddress: `127.${octet()}.${octet()}.${octet()}`,
      ...(fresh ? { pipelining: 0 } : {}),
    }),
  });
}
