import { createHash } from 'node:crypto';

/** A Google account as the emulator knows it. */
export interface GoogleAccount {
  /** Google's stable user id: a 21-digit decimal string. Accounts are found by this, never by e-mail. */
  sub: string;
  email: string;
  givenName: string;
  /** Empty for an account with no family name (Google then leaves `family_name` out). */
  familyName: string;
}

/**
 * The test accounts listed on the emulator's "Choose an account" page. The first is seeded as an
 * existing customer; the others have no account, so they walk through registration. Addresses
 * are on example.com, which is reserved and never delivers.
 */
export const googleDemoIdentities: readonly GoogleAccount[] = [
  {
    sub: '108273645190283746501',
    email: 'eleanor.whitfield@example.com',
    givenName: 'Eleanor',
    familyName: 'Whitfield',
  },
  { sub: '114509826374615093822', email: 'rhys.pritchard@example.com', givenName: 'Rhys', familyName: 'Pritchard' },
  { sub: '103948571620394857163', email: 'priya.chauhan@example.com', givenName: 'Priya', familyName: 'Chauhan' },
];

/**
 * A stable Google id for an e-mail typed under "Use another account": 21 digits from a sha256
 * of the lowercased address, so the same address is always the same Google user across restarts.
 */
export function subForEmail(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const twentyDigits = (BigInt(`0x${digest}`) % 10n ** 20n).toString().padStart(20, '0');
  return `1${twentyDigits}`;
}

export function findDemoIdentity(email: string): GoogleAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return googleDemoIdentities.find((identity) => identity.email === wanted);
}

/** Names for an address when none were given: "jo.bloggs@…" becomes Jo Bloggs. */
function namesFromEmail(email: string): { givenName: string; familyName: string } {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._-]+/).filter(Boolean);
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return { givenName: capitalise(parts[0] ?? 'Test'), familyName: parts.slice(1).map(capitalise).join(' ') };
}

/**
 * The account behind an e-mail: a demo identity keeps its own id and names; any other address
 * gets its derived id and the names given (or ones made from the address).
 */
export function accountForEmail(email: string, names: { givenName?: string; familyName?: string } = {}): GoogleAccount {
  const demo = findDemoIdentity(email);
  if (demo) return demo;
  const normalised = email.trim().toLowerCase();
  const fallback = namesFromEmail(normalised);
  return {
    sub: subForEmail(normalised),
    email: normalised,
    givenName: names.givenName?.trim() || fallback.givenName,
    familyName: names.familyName !== undefined ? names.familyName.trim() : fallback.familyName,
  };
}
