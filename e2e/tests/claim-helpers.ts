import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { emailTo, registerGuestByApi, uniqueEmail } from './account-helpers';
import { expect, expectNoSidewaysScroll } from './fixtures';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';

/**
 * Claims made through the API, to reach a page in a given state without walking every step in the
 * browser (the walk itself is claims.spec.ts): a customer with a warranty in force, a claim, the
 * garage's estimate and files, and the claims team's decisions.
 */

/** A one-pixel PNG, and a one-page PDF as a garage's system might write it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = (() => {
  // With its cross-reference table, as the server's PDF check reads every file it keeps.
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const at = text.length;
    text += `${object}\n`;
    return at;
  });
  const xrefAt = text.length;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  text += `xref\n0 4\n0000000000 65535 f \n${rows}trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text);
})();

/** Secure, VAT-registered: clutch £300, a tyre (not covered) £90, 4 h at £80 (paid at £70), 1.5 h diagnosis at £60. */
export const clutchEstimate = {
  diagnosis: 'Clutch release bearing collapsed; the clutch plate is worn through as a result.',
  vatNumber: 'GB 980 7806 84',
  lines: [
    {
      kind: 'part',
      description: 'Clutch kit',
      part: 'component:Clutch',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 30_000,
    },
    {
      kind: 'part',
      description: 'Front tyre',
      part: 'consumable',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 9_000,
    },
    {
      kind: 'labour',
      description: 'Fit clutch',
      part: 'component:Clutch',
      cause: 'sudden-failure',
      hours: 4,
      ratePerHour: 8_000,
    },
    { kind: 'diagnosis', description: 'Diagnosis', hours: 1.5, ratePerHour: 6_000 },
  ],
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A customer whose Secure warranty (£2,000 a claim, labour up to £70 an hour) is in force. */
export async function customerInForce(request: APIRequestContext) {
  const customer = await registerGuestByApi(request);
  const bought = await buyByApi(request, customer.token, 'secure-2000-12');
  await staffSets(request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
  return { customer, bought };
}

/** A claim made by the customer, and the garage's private link from its e-mail. */
/** A claim's request body: a clutch failure, at a Leeds garage with this e-mail. */
export function claimRequestBody(garageEmail: string, mileage = 38_500) {
  return {
    whatHappened: 'The clutch pedal went to the floor and no gear would engage.',
    faultDate: isoDaysFromToday(-2),
    mileage,
    safeToDrive: 'no',
    warningLights: 'none',
    garage: {
      name: 'Leeds Motor Services',
      address: '12 Kirkstall Road, Leeds',
      postcode: 'LS3 1HS',
      phone: '0113 496 0000',
      email: garageEmail,
    },
  };
}

/** One line of the garage's estimate form filled in, a field by its label (selects by their option). */
export async function fillEstimateLine(page: Page, index: number, values: Record<string, string>) {
  const line = page.getByTestId('estimate-line').nth(index);
  for (const [label, value] of Object.entries(values)) {
    const field = line.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

export async function claimByApi(request: APIRequestContext, token: string, warrantyId: string) {
  const garageEmail = uniqueEmail('garage');
  const { claim } = await ok<{ claim: { id: string; reference: string } }>(
    request.post(`/api/claims/warranty/${warrantyId}`, { headers: bearer(token), data: claimRequestBody(garageEmail) }),
    201,
  );
  const link = /\/garage\/claims\/[A-Za-z0-9_-]+/.exec((await emailTo(request, garageEmail, 'claim-garage-link')).text);
  return { claim, garageLink: link?.[0] ?? '/garage/claims/missing' };
}

/**
 * The garage's estimate with cuts, as in the walk: a covered clutch, a tyre (a consumable, not
 * covered), labour at £80 an hour (paid up to £70) and diagnosis; VAT-registered. Asked £800.00 +
 * VAT = £960.00; allowed £640.00 + VAT = £768.00; the customer pays £192.00.
 */
export async function estimateWithCuts(request: APIRequestContext, garageLink: string) {
  await ok(
    request.post(`/api${garageLink}/estimate`, {
      data: clutchEstimate,
    }),
  );
}

/** A file sent to a claim through `url` (the customer's, the garage's or the claims team's). */
export async function sendClaimFile(
  request: APIRequestContext,
  url: string,
  file: { kind: string; name: string; mimeType: string; buffer: Buffer },
  token?: string,
) {
  await ok(
    request.post(url, {
      ...(token ? { headers: bearer(token) } : {}),
      multipart: { kind: file.kind, file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
    }),
    201,
  );
}

/** A decision of the claims team on a claim (`authorise`, `paid`…), with a staff session's token. */
export async function staffActs(
  request: APIRequestContext,
  staffToken: string,
  claimId: string,
  action: string,
  data: Record<string, unknown>,
) {
  await ok(request.post(`/api/admin/claims/${claimId}/${action}`, { headers: bearer(staffToken), data }));
}

/**
 * Everything inside `region` lies within the screen's width, and nothing in it scrolls sideways:
 * stricter than the page not scrolling, which a table in its own scrolling region still passes.
 */
export async function expectWithinScreen(region: Locator) {
  const found = await region.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const all = [root, ...root.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0);
    return {
      outside: all
        .filter((el) => el.getBoundingClientRect().right > width + 1 || el.getBoundingClientRect().left < -1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`),
      scrolling: all
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`),
    };
  });
  expect(found, 'inside the screen, with no sideways scroll').toEqual({ outside: [], scrolling: [] });
}

/** The page fits `width` (320 px, then 390 px) with `regions` wholly on the screen; then back. */
export async function fitsPhone(page: Page, regions: Locator[], widths = [320, 390]) {
  const before = page.viewportSize() ?? { width: 412, height: 915 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    await expectNoSidewaysScroll(page);
    for (const region of regions) await expectWithinScreen(region);
  }
  await page.setViewportSize(before);
}
