import type * as Argon2 from '@node-rs/argon2';
import { commonJsExports } from '../../lib/common-js';

/** argon2id with OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane (@node-rs/argon2's defaults). */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * @node-rs/argon2, a native addon, loaded on the first hash or check rather than at start: its
 * loading is CPU a cold start need not spend before /readyz (docs/quality.md, cold start).
 */
let argon2: Promise<typeof Argon2> | null = null;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, options);
}

/** A hash of nothing anyone knows: verified against when there is no account, so timing does not tell. */
let decoyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (no such account, or one without a
 * password) it still does the same work before answering false.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    const { verify } = await loadArgon2();
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  const { verify } = await loadArgon2();
  return verify(storedHash, password).catch(() => false);
}

/** zxcvbn's list (about 0.4 MB of code), loaded when a password is first set, not at start. */
let common: Promise<Set<string>> | null = null;

/** One of the ~49,000 most common passwords of zxcvbn's list (SECURITY A1), in any letter case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then((module) => {
    const { dictionary } = commonJsExports(module);
    return new Set(dictionary['passwords-common']);
  });
  return (await common).has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'That password is too common and easy to guess. Choose a longer, less predictable one — three random words work well.';
