/**
 * `npm run simulate:claims` (issue #37 "Measured, not claimed"): a year of claims through the real
 * API, so the claims record's figures are the product's own rules at work, not invented.
 *
 * The whole app (apps/api's buildApp, every route, rule and job) on a fresh in-memory PGlite
 * database with the demo seed, called by `inject`. The book (simulate-book.ts): a customer for each
 * warranty, created as demo data, with claims at one per warranty-year while in force. Every claim
 * step goes through the API: the customer makes the claim, the garage sends its estimate (the
 * rules decide what they can: the automatic decision), a simulated claims handler decides whatever
 * is left, the garage invoices, staff mark it paid; some customers complain and staff answer.
 *
 * What is modelled: the book, the estimates (simulate-model.ts) and the people's delays
 * (simulate-timeline.ts), from a seeded random source. Every outcome (what is covered, the amount,
 * whether the rules can decide and why not) comes from the product. Each claim runs at the run's
 * real time with its warranty's dates moved so that the run's day is the claim's simulated day
 * (`shiftFrame`); then its timestamps are moved back to that day and spread by the delays.
 *
 * `npm run simulate:claims -- --claims=240 --seed=37` (the defaults) changes the run; `--debug`
 * prints what the rules refused.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AdminClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { publishedRecord, recordFigures } from '@kestrel/domain/claims/claims-record';
import { durationWords, percentWords } from '@kestrel/domain/claims/record-words';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { claims, outboxEmails } from '../db/schema';
import { demoCustomer, demoStaff } from '../db/seed-accounts';
import { seedDemoData } from '../db/seed';
import { recordFacts } from '../modules/claims-record';
import { totpCode } from '../modules/staff/totp';
import { setWarrantyFixture } from '../modules/warranties/warranty-fixture';
import { BOOK_PASSWORD, seedSimulatedBook, type BookWarranty } from './simulate-book';
import { estimateFor, garageSharingPhone, garages, pick, random, seedRandom } from './simulate-model';
import { whyAPersonDecided } from './simulate-reasons';
import { backDate } from './simulate-timeline';

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLAIMS = argument('claims', 240);
const SEED = argument('seed', 37);
const DEBUG = process.argv.includes('--debug');
seedRandom(SEED);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const started = Date.now();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMULATORS: 'true', PAYMENTS_RECONCILE_MS: '0' });
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seedDemoData(database.db, new Date(), config.baseUrl);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const { db } = database;

let address = 0;
async function call<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  address += 1;
  const res = await app.inject({
    method,
    url,
    remoteAddress: `10.37.${Math.floor(address / 250) % 250}.${address % 250}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json<T>() };
}
async function must<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await call<T>(method, url, token, payload);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// The demo customer and the demo staff member (whose first sign-in sets up the second factor).
const demoToken = (
  await must<{ token: string }>('POST', '/api/user/login', undefined, {
    email: demoCustomer.email,
    password: demoCustomer.password,
  })
).token;
const step1 = await must<{ challenge: string; setup: { secret: string } }>('POST', '/api/admin/login', undefined, {
  email: demoStaff.email,
  password: demoStaff.password,
});
const staff = (
  await must<{ token: string }>('POST', '/api/admin/login/verify', undefined, {
    challenge: step1.challenge,
    code: totpCode(step1.setup.secret, new Date()),
  })
).token;

// The seeded open claim is the handler's first piece of work: withdrawn by its customer here.
for (const open of await db
  .select()
  .from(claims)
  .where(inArray(claims.status, ['reported', 'estimate-received']))) {
  await call('POST', `/api/claims/my-claims/${open.id}/withdraw`, demoToken, {});
}

// The book: customers and their warranties, created as demo data; their claims' days (simulate-book.ts).
const { book, schedule } = await db.transaction((tx) => seedSimulatedBook(tx, new Date(), CLAIMS));
const tokens = new Map<string, string>();
async function customerToken(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const { token } = await must<{ token: string }>('POST', '/api/user/login', undefined, {
    email,
    password: BOOK_PASSWORD,
  });
  tokens.set(email, token);
  return token;
}

/** The garage's private link, from the e-mail it was sent. */
async function garageToken(email: string): Promise<string> {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const link = rows
    .filter((row) => row.kind === 'claim-garage-link')
    .map((row) => /\/garage\/claims\/([A-Za-z0-9_-]+)/.exec(row.textBody)?.[1])
    .at(-1);
  if (!link) throw new Error(`no garage link to ${email}`);
  return link;
}

/**
 * The run's day stands for the claim's simulated day: the warranty's cover start, and the day each
 * earlier declined claim on it was declined, are moved on by the same number of days while the claim
 * runs, so the rules read the fault's day in the cover and "declined in the last 90 days" as on that day.
 */
async function shiftFrame(warranty: BookWarranty, days: number) {
  await setWarrantyFixture({ db }, warranty.id, {
    startDate: londonToday(new Date(warranty.start.getTime() + days * DAY)),
  });
  for (const earlier of declinedOn.get(warranty.id) ?? []) {
    await db
      .update(claims)
      .set({ declinedAt: new Date(earlier.declinedAt.getTime() + days * DAY) })
      .where(eq(claims.id, earlier.claimId));
  }
}

let made = 0;
let refused = 0;
const refusals = new Map<string, number>();
const declinedOn = new Map<string, { claimId: string; declinedAt: Date }[]>();
const claimsOn = new Map<string, number>();
const simulated: string[] = [];
const mileage = new Map<string, number>();
for (const [n, { warranty, madeAt }] of schedule.entries()) {
  const customer = await customerToken(warranty.email);
  const risky = random() < 0.02 ? book[Math.floor(random() * book.length)] : undefined;
  const garage = risky && risky !== warranty ? garageSharingPhone(risky.phone) : pick(garages());
  const years = (madeAt.getTime() - warranty.start.getTime()) / (365 * DAY);
  const miles = Math.max(
    (mileage.get(warranty.id) ?? warranty.mileage) + 20,
    warranty.mileage + Math.round(years * warranty.milesPerYear),
  );
  mileage.set(warranty.id, miles);
  await shiftFrame(warranty, Math.round((Date.now() - madeAt.getTime()) / DAY));
  const claimed = await call<MyClaimAnswer>('POST', `/api/claims/warranty/${warranty.id}`, customer, {
    whatHappened: 'The car lost power on the way to work and a warning light came on.',
    faultDate: londonToday(new Date(Date.now() - DAY)),
    mileage: miles,
    safeToDrive: pick(['yes', 'no', 'not-sure']),
    warningLights: pick(['none', 'amber', 'red']),
    garage,
  });
  if (claimed.status !== 201) {
    await shiftFrame(warranty, 0);
    if (DEBUG) console.log(claimed.status, JSON.stringify(claimed.body));
    refused += 1;
    const why = (claimed.body as { error?: { message?: string } }).error?.message ?? String(claimed.status);
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
    continue;
  }
  made += 1;
  claimsOn.set(warranty.id, (claimsOn.get(warranty.id) ?? 0) + 1);
  const claimId = claimed.body.claim.id;
  simulated.push(claimId);
  const token = await garageToken(garage.email);
  const estimate = estimateFor(warranty.level);
  await must('POST', `/api/garage/claims/${token}/estimate`, undefined, {
    ...estimate.body,
    vatNumber: garage.vatNumber,
  });

  // The rules decided (issue #37's automatic decision), or the claims handler decides.
  let view = (await must<AdminClaimAnswer>('GET', `/api/admin/claims/${claimId}`, staff)).claim;
  if (view.status.value === 'estimate-received') {
    if (random() < 0.04) {
      await must('POST', `/api/claims/my-claims/${claimId}/withdraw`, customer, {});
    } else {
      const payable = view.assessment?.totals?.payable ?? 0;
      const decline = payable === 0 || estimate.judgement === 'decline';
      if (decline) {
        await must('POST', `/api/admin/claims/${claimId}/decline`, staff, { reason: estimate.declineReason });
      } else {
        await must('POST', `/api/admin/claims/${claimId}/authorise`, staff, { amount: payable });
      }
    }
    view = (await must<AdminClaimAnswer>('GET', `/api/admin/claims/${claimId}`, staff)).claim;
  }
  if (view.status.value === 'authorised') {
    // The garage invoices the repair it estimated, VAT included; we pay what we authorised.
    const asked = view.assessment?.amounts.find((row) => row.key === 'askedTotal')?.pence;
    await must('POST', `/api/garage/claims/${token}/invoice`, undefined, {
      number: `INV-${n + 1000}`,
      date: londonToday(),
      amount: asked ?? view.assessment?.totals.payable ?? 1,
    });
    await must('POST', `/api/admin/claims/${claimId}/paid`, staff, {
      reference: `BACS-${n + 1000}`,
      paidOn: londonToday(),
    });
  }
  if (view.status.value === 'declined' && random() < 0.25) {
    const complained = await must<MyComplaintAnswer>('POST', '/api/complaints', customer, {
      subject: 'claim-decision',
      claimId,
      description: 'I do not agree that this failure is not covered.',
    });
    await must('POST', `/api/admin/complaints/${complained.complaint.id}/final-response`, staff, {
      outcome: pick(['not-upheld', 'not-upheld', 'not-upheld', 'partly-upheld', 'upheld']),
      reasons: 'We looked at the estimate and the garage report again.',
    });
  }
  await shiftFrame(warranty, 0);
  await backDate(db, claimId, madeAt);
  const [after] = await db.select({ declinedAt: claims.declinedAt }).from(claims).where(eq(claims.id, claimId));
  if (after?.declinedAt)
    declinedOn.set(warranty.id, [...(declinedOn.get(warranty.id) ?? []), { claimId, declinedAt: after.declinedAt }]);
}
const yearAgo = Date.now() - 365 * DAY;

// The figures, by the same computation as the back office's and the public page's.
const now = new Date();
const facts = await recordFacts({ db }, now);
const year = publishedRecord(facts, now).lastTwelveMonths;
const wholeYear = recordFigures(facts, { from: londonToday(new Date(yearAgo)), to: londonToday(now) }, now);
const print = (label: string, value: string | number) => console.log(`${label.padEnd(52)} ${value}`);
const perWarranty = [0, 1, 2, 3].map((k) => book.filter((w) => Math.min(claimsOn.get(w.id) ?? 0, 3) === k).length);
const byLevel = ['safe', 'secure', 'supreme'].map((l) => `${l} ${book.filter((w) => w.level === l).length}`);
console.log(
  `\nSimulated ${made} claims (${refused} refused by the rules), seed ${SEED}, on a book of ${book.length} warranties ` +
    `(${byLevel.join(', ')}): ${perWarranty.map((count, k) => `${count} with ${k === 3 ? '3 or more' : k}`).join(', ')} claims\n`,
);
for (const [title, f] of [
  ['The simulated year (every day of it)', wholeYear],
  ['"How we handle claims": the last twelve whole months', year],
] as const) {
  console.log(title);
  print('Claims made', f.claimsMade);
  print('Decided', f.decided);
  print(
    'Decided automatically',
    `${f.decidedAutomatically} (${percentWords(f.decided ? f.decidedAutomatically / f.decided : null)})`,
  );
  print('Decided by a person', f.decidedByPerson);
  print('Declined', `${f.declined} (${f.declinedByReason.map((r) => `${r.reason} ${r.count}`).join(', ')})`);
  print('Withdrawn', f.withdrawn);
  print('Share agreed to pay', percentWords(f.authorisedShare));
  print('Complete estimate to decision: median', durationWords(f.estimateToDecision.medianMinutes));
  print('Complete estimate to decision: 90th percentile', durationWords(f.estimateToDecision.p90Minutes));
  print('Invoice to payment: median', durationWords(f.invoiceToPayment.medianMinutes));
  print('Invoice to payment: 90th percentile', durationWords(f.invoiceToPayment.p90Minutes));
  for (const t of f.timeFrames) print(`Promise kept: ${t.frame}`, `${t.met} of ${t.due} (${percentWords(t.share)})`);
  print(
    'Complaints received / upheld / partly / not',
    `${f.complaintsReceived} / ${f.complaintsUpheld} / ${f.complaintsPartlyUpheld} / ${f.complaintsNotUpheld}`,
  );
  console.log('');
}
for (const [why, count] of refusals) console.log(`Refused ${count}: ${why}`);
console.log('Why a person decided (the reasons the rules recorded on each simulated claim)');
const decisions = simulated.length
  ? await db.select({ record: claims.automaticDecision }).from(claims).where(inArray(claims.id, simulated))
  : [];
for (const line of whyAPersonDecided(decisions.map((d) => d.record))) console.log(line);
console.log('');
console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s`);
await app.close();
await database.close();
