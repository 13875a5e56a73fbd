// Signed-in sessions for measuring app pages (npm run lighthouse, npm run bench): the demo customer
// (README, demo mode) and a new staff member made through the demo-only staff fixture, signed in
// with their password and a TOTP code worked out as an authenticator app would (RFC 6238).
import { createHmac } from 'node:crypto';

const demoCustomer = { email: 'emma.thompson@example.com', password: 'kestrel demo drive' };

/** The `name=value` of the session cookie a response sets. */
function sessionCookie(res) {
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?kw_session=/.test(c));
  if (!cookie) throw new Error(`no session cookie in the answer (${res.status})`);
  return cookie.split(';')[0];
}

async function post(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)));
}

/** The current 6-digit TOTP code (HMAC-SHA1, 30 s steps) for a base32 secret. */
export function totpNow(secret, now = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The demo customer's session cookie. */
export async function customerSession(base) {
  return sessionCookie(await post(base, '/api/user/login', demoCustomer));
}

/** A new staff member's session cookie (demo mode only: the staff fixture makes the account). */
export async function staffSession(base) {
  const email = `bench.staff.${Date.now()}@kestrel.example`;
  const password = 'a long staff passphrase for the bench';
  await post(base, '/__emulators/staff/accounts', { email, password, firstname: 'Bench', lastname: 'Staff' });
  const challenge = await (await post(base, '/api/admin/login', { email, password })).json();
  const code = totpNow(challenge.setup.secret);
  return sessionCookie(await post(base, '/api/admin/login/verify', { challenge: challenge.challenge, code }));
}

/** GET an API path as a signed-in user. */
export async function getAs(base, cookie, path) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return res.json();
}
