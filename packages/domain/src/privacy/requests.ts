/**
 * Data requests received by e-mail, phone or letter (UK GDPR Art. 12(3)): answered within one
 * calendar month of receipt. The ICO counts from the day of receipt to the same date next month;
 * when that month has no such date, to its last day.
 */
export function requestDueOn(receivedOn: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(receivedOn);
  if (!match) throw new RangeError(`Not a date: ${receivedOn}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`;
}

export const privacyRequestKindLabels = {
  access: 'Access (a copy of their data)',
  erasure: 'Erasure (delete the account)',
  rectification: 'Correction',
  objection: 'Objection',
} as const;

export const privacyRequestChannelLabels = {
  'e-mail': 'E-mail',
  phone: 'Phone',
  letter: 'Letter',
  dashboard: 'Dashboard',
} as const;
