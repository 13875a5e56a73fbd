import { normaliseRegistration, registrationFormat } from './registration';

/**
 * A number plate's age identifier says the earliest date a vehicle carrying it can have been first
 * registered. A plate may make a vehicle look older than it is (a cherished older mark moved onto a
 * newer car), never newer: an ER19 plate cannot be on a car first registered in 2004.
 * Dateless and Northern Ireland marks carry no date and always pass.
 */

/** Current marks (2001 on): `NN` is March of 20NN; `NN + 50` is September of 20NN. */
function currentPlateStart(ageIdentifier: number): string {
  return ageIdentifier > 50 ? `${2000 + ageIdentifier - 50}-09-01` : `${2000 + ageIdentifier}-03-01`;
}

/** Prefix marks (1983–2001): the first letter gives the issue period's first day. */
const prefixStarts: Readonly<Record<string, string>> = {
  A: '1983-08-01',
  B: '1984-08-01',
  C: '1985-08-01',
  D: '1986-08-01',
  E: '1987-08-01',
  F: '1988-08-01',
  G: '1989-08-01',
  H: '1990-08-01',
  J: '1991-08-01',
  K: '1992-08-01',
  L: '1993-08-01',
  M: '1994-08-01',
  N: '1995-08-01',
  P: '1996-08-01',
  R: '1997-08-01',
  S: '1998-08-01',
  T: '1999-03-01',
  V: '1999-09-01',
  W: '2000-03-01',
  X: '2000-09-01',
  Y: '2001-03-01',
};

/** Suffix marks (1963–1983): the last letter gives the issue period's first day. */
const suffixStarts: Readonly<Record<string, string>> = {
  A: '1963-01-01',
  B: '1964-01-01',
  C: '1965-01-01',
  D: '1966-01-01',
  E: '1967-01-01',
  F: '1967-08-01',
  G: '1968-08-01',
  H: '1969-08-01',
  J: '1970-08-01',
  K: '1971-08-01',
  L: '1972-08-01',
  M: '1973-08-01',
  N: '1974-08-01',
  P: '1975-08-01',
  R: '1976-08-01',
  S: '1977-08-01',
  T: '1978-08-01',
  V: '1979-08-01',
  W: '1980-08-01',
  X: '1981-08-01',
  Y: '1982-08-01',
};

/** The first day a vehicle with this mark can have been registered, as `yyyy-MM-dd`; null if dateless. */
export function plateEarliestRegistration(registration: string): string | null {
  const vrm = normaliseRegistration(registration);
  switch (registrationFormat(vrm)) {
    case 'current':
      return currentPlateStart(Number(vrm.slice(2, 4)));
    case 'prefix':
      return prefixStarts[vrm.charAt(0)] ?? null;
    case 'suffix':
      return suffixStarts[vrm.charAt(vrm.length - 1)] ?? null;
    default:
      return null;
  }
}

const monthYear = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Why a hand-typed first registration date (`yyyy-MM-dd`) cannot be right for this plate, or null. */
export function plateAgeProblem(registration: string, firstRegistered: string): string | null {
  const earliest = plateEarliestRegistration(registration);
  if (!earliest || firstRegistered >= earliest) return null;
  return `The registration ${normaliseRegistration(registration)} was first issued in ${monthYear(earliest)}, so the vehicle cannot have been first registered before then. Please check the date on the V5C logbook.`;
}
