import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode } from '../../apps/api/src/modules/staff/totp';
import { registerGuestByApi } from './account-helpers';
import { expect, test } from './fixtures';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffPassword } from './staff-helpers';

/**
 * The complaints walk's set-up through the API, as cheaply as the rules allow: a customer with a
 * claim the claims team has declined, and a staff member's session for the complaints team's steps.
 */

/**
 * A new staff member signed in through the API (password, then the authenticator set up and a
 * code), in a client of its own: the session cookie it sets must not sign the browser in.
 */
export async function staffTokenByApi(): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await newStaff(api, 'Complaints');
    const step1 = await api.post('/api/admin/login', { data: { email: staff.email, password: staffPassword } });
    expect(step1.status(), await step1.text()).toBe(200);
    const { challenge, setup } = (await step1.json()) as { challenge: string; setup: { secret: string } | null };
    const step2 = await api.post('/api/admin/login/verify', {
      data: { challenge, code: totpCode(setup?.secret ?? '', new Date()) },
    });
    expect(step2.status(), await step2.text()).toBe(200);
    return ((await step2.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}

/** A staff call with its session. */
export async function staffPost(request: APIRequestContext, token: string, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** A customer whose claim the claims team has declined (a decision to disagree with). */
export async function customerWithDeclinedClaim(request: APIRequestContext, staffToken: string) {
  const customer = await registerGuestByApi(request);
  const bought = await buyByApi(request, customer.token, 'secure-2000-12');
  await staffSets(request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
  const made = await request.post(`/api/claims/warranty/${bought.warrantyId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      whatHappened: 'The turbo whistles and the car has no power above 2,000 rpm.',
      faultDate: isoDaysFromToday(-2),
      mileage: 38_450,
      safeToDrive: 'not-sure',
      warningLights: 'amber',
      garage: {
        name: 'Selby Road Garage',
        address: '40 Selby Road, Leeds',
        postcode: 'LS9 0EW',
        phone: '0113 496 0101',
        email: `garage.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { claim } = (await made.json()) as { claim: { id: string; reference: string } };
  await staffPost(request, staffToken, `/api/admin/claims/${claim.id}/decline`, { reason: 'wear-and-tear' });
  return { customer, bought, claim };
}

/**
 * A full-page picture of the page for a person to look at, when E2E_SCREENSHOTS names a folder: at
 * 390 px in the phone project, at the project's own size otherwise.
 */
export async function snapshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const own = page.viewportSize() ?? { width: 1280, height: 800 };
  const phone = test.info().project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/${test.info().project.name}-${name}.png`, fullPage: true });
  if (phone) await page.setViewportSize(own);
}
