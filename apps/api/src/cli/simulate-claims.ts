/**
 * `npm run simulate:claims` (issue #37 "Measured, not claimed"): a year of claims through the real
 * API, so the claims record's figures are the product's own rules at work, not invented.
 *
 * The whole app (apps/api's buildApp, every route, rule and job) on a fresh in-memory PGlite
 * database with the demo seed, called by `inject`. Claims are made on the demo customer's
 * warranties in force, one open claim a warranty at a time as the rules require: the customer
 * makes the claim, the garage sends its estimate (the rules decide what they can: the automatic
 * decision of issue #37, once it is merged), a simulated claims handler decides whatever is left,
 * the garage invoices, staff mark it paid; some customers complain and staff answer.
 *
 * What is modelled: only the people's delays (the garage's estimate, the handler's decision, the
 * invoice, the payment, a complaint's answer), drawn from a seeded random source. Every outcome
 * (what is covered, the amount, whether the rules can decide) comes from the product. Each claim
 * runs at the run's real time; then its timestamps are moved back to a day of the past year and
 * spread by the modelled delays (an automatic decision keeps its real distance from the
 * estimate). Risk signals read from dates (the first 30 days of cover, a decline in the last 90
 * days) are read at the run's own day.
 *
 * `npm run simulate:claims -- --claims=240 --seed=37` (the defaults) changes the run; `--debug`
 * prints what the rules refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { publishedRecord, recordFigures } from '@kestrel/domain/claims/claims-record';
import { durationWords, percentWords } from '@kestrel/domain/claims/record-words';
import { addUkWorkingDays } from '@kestrel/domain/uk/working-days';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { claimEvents, claims, complaints, outboxEmails, warranties } from '../db/schema';
import { demoCustomer, demoStaff } from '../db/seed-accounts';
import { seedDemoData } from '../db/seed';
import { recordFacts } from '../modules/claims-record';
import { totpCode } from '../modules/staff/totp';
import { estimateFor, garages, pick, random, seedRandom } from './simulate-model';

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
const customer = (
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
  await call('POST', `/api/claims/my-claims/${open.id}/withdraw`, customer, {});
}

const owned = await db.select().from(warranties);
const inForce: (typeof owned)[number][] = [];
for (const warranty of owned) {
  const mine = await call<{ warranty?: { open_claim: unknown }; open_claim?: unknown }>(
    'GET',
    `/api/warranty/my-warranty/${warranty.id}`,
    customer,
  );
  if (mine.status === 200 && (mine.body.warranty ?? mine.body).open_claim === null) inForce.push(warranty);
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

/** Working-hours delay: `hours` of a working day later, skipping nights, weekends and bank holidays. */
function workingDelay(from: Date, hours: number): Date {
  const days = Math.floor(hours / 8);
  const day = addUkWorkingDays(londonToday(from), days);
  return new Date(
    `${day}T${String(9 + Math.floor(hours % 8)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00Z`,
  );
}

let made = 0;
let refused = 0;
const mileage = new Map(inForce.map((w) => [w.id, w.mileage + 500]));
const yearAgo = Date.now() - 365 * DAY;
for (let n = 0; made < CLAIMS && inForce.length > 0; n += 1) {
  const warranty = inForce[n % inForce.length]!;
  const garage = pick(garages());
  const miles = (mileage.get(warranty.id) ?? 60_000) + 100 + Math.floor(random() * 900);
  mileage.set(warranty.id, miles);
  const claimed = await call<MyClaimAnswer>('POST', `/api/claims/warranty/${warranty.id}`, customer, {
    whatHappened: 'The car lost power on the way to work and a warning light came on.',
    faultDate: londonToday(new Date(Date.now() - DAY)),
    mileage: miles,
    safeToDrive: pick(['yes', 'no', 'not-sure']),
    warningLights: pick(['none', 'amber', 'red']),
    garage,
  });
  if (claimed.status !== 201) {
    if (DEBUG) console.log(claimed.status, JSON.stringify(claimed.body));
    // A warranty whose cover has ended takes no more claims: the rules refuse it.
    inForce.splice(inForce.indexOf(warranty), 1);
    refused += 1;
    continue;
  }
  made += 1;
  const claimId = claimed.body.claim.id;
  const token = await garageToken(garage.email);
  const estimate = estimateFor(warranty.planId);
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
  await backDate(claimId, new Date(yearAgo + ((made - 1 + random()) / CLAIMS) * 365 * DAY));
}

/**
 * Moves a claim's timeline to the day it is simulated on: made at `madeAt`; the garage's estimate
 * a modelled delay later; a person's decision, the invoice and the payment each a modelled delay
 * after the step before; an automatic decision at its real distance from the estimate.
 */
async function backDate(claimId: string, madeAt: Date) {
  const events = await db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  const estimateReal = events.find((e) => e.kind === 'send-estimate')?.createdAt;
  const estimateAt = new Date(madeAt.getTime() + (2 + random() * 40) * HOUR);
  let decisionAt = workingDelay(estimateAt, random() < 0.8 ? 1 + random() * 10 : 8 + random() * 16);
  if (decisionAt.getTime() <= estimateAt.getTime())
    decisionAt = new Date(estimateAt.getTime() + (1 + random() * 5) * HOUR);
  const invoiceAt = new Date(decisionAt.getTime() + (1 + random() * 6) * DAY);
  const paidAt = workingDelay(invoiceAt, 4 + random() * (random() < 0.9 ? 24 : 48));
  const at = (kind: string, real: Date, actor: string): Date => {
    switch (kind) {
      case 'reported':
      case 'garage-link-sent':
        return new Date(madeAt.getTime() + (real.getTime() - claim!.createdAt.getTime()));
      case 'send-estimate':
        return estimateAt;
      case 'authorise':
      case 'decline':
      case 'withdraw':
        return actor === 'system' && estimateReal
          ? new Date(estimateAt.getTime() + (real.getTime() - estimateReal.getTime()))
          : decisionAt;
      case 'send-invoice':
        return invoiceAt;
      case 'mark-paid':
        return paidAt;
      default:
        return new Date(decisionAt.getTime() + 60_000);
    }
  };
  for (const event of events) {
    await db
      .update(claimEvents)
      .set({ createdAt: at(event.kind, event.createdAt, event.actor) })
      .where(eq(claimEvents.id, event.id));
  }
  await db
    .update(claims)
    .set({ createdAt: madeAt, updatedAt: decisionAt, faultDate: londonToday(new Date(madeAt.getTime() - DAY)) })
    .where(eq(claims.id, claimId));
  const complaintAt = new Date(decisionAt.getTime() + (1 + random() * 10) * DAY);
  await db
    .update(complaints)
    .set({ receivedAt: complaintAt, respondedAt: new Date(complaintAt.getTime() + (3 + random() * 30) * DAY) })
    .where(and(eq(complaints.claimId, claimId)));
}

// The figures, by the same computation as the back office's and the public page's.
const now = new Date();
const facts = await recordFacts({ db }, now);
const year = publishedRecord(facts, now).lastTwelveMonths;
const wholeYear = recordFigures(facts, { from: londonToday(new Date(yearAgo)), to: londonToday(now) }, now);
const print = (label: string, value: string | number) => console.log(`${label.padEnd(52)} ${value}`);
console.log(
  `\nSimulated ${made} claims on ${inForce.length} warranties in force (${refused} refused by the rules: cover ended), seed ${SEED}\n`,
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
console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s`);
await app.close();
await database.close();
