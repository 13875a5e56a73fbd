import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

let people = 0;
/** A unique address per call: tests run in parallel, on desktop and phone, against one database. */
export function uniqueEmail(prefix: string): string {
  people += 1;
  return `${prefix}.${Date.now()}.${people}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const demoCustomer = { email: 'emma.thompson@example.com', password: 'kestrel demo drive' };

/**
 * A client of its own, with its own cookie jar: an answer that opens a session sets the session
 * cookie, and `page.request` shares the page's jar, so registering through it would sign the
 * browser in unasked. Tests sign the browser in when they mean to (`signInWithToken`).
 */
async function withOwnJar<T>(use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

export async function registerGuestByApi(_request: APIRequestContext, email = uniqueEmail('guest')) {
  return withOwnJar((api) => registerGuest(api, email));
}

async function registerGuest(request: APIRequestContext, email: string) {
  const res = await request.post('/api/user/register', {
    data: {
      firstname: 'Sam',
      lastname: 'Guest',
      email,
      mobile_no: '07911 123456',
      addr: { address: '1 Station Road', city: 'Bristol', postcode: 'BS1 4DJ' },
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: { email: string } };
}

/** The newest e-mail of a kind to an address, from the demo outbox (never mounted in production). */
export async function emailTo(request: APIRequestContext, to: string, kind: string) {
  let found: { text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/__emulators/mail/outbox?to=${encodeURIComponent(to)}`);
      const { emails } = (await res.json()) as { emails: { kind: string; text: string }[] };
      found = emails.find((email) => email.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as { text: string };
}

export function resetPath(text: string): string {
  const match = /\/password\/reset\/[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error('no link in the e-mail');
  return match[0];
}

/** A customer with a password, made through the API and the e-mailed set-password link. */
export async function customerWithPassword(request: APIRequestContext, password = 'a long test passphrase') {
  const { user } = await registerGuestByApi(request);
  const link = resetPath((await emailTo(request, user.email, 'welcome-set-password')).text);
  const res = await request.put(`/api/user${link}`, { data: { password, confirmPassword: password } });
  expect(res.status()).toBe(200);
  return { email: user.email, password };
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The session cookie's name on the plain-http test server (`__Host-kw_session` over https). */
export const SESSION_COOKIE = 'kw_session';

/** The browser's session cookie, as the server set it (HttpOnly: no script on the page sees it). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE) ?? null;
}

/**
 * Signs the browser in with a session token made through the API, as the login page would leave
 * it: the HttpOnly session cookie the server would have set, and the client's "signed in" flag and
 * any other slices the test needs (spec §3 slices in local storage; never the token).
 */
export async function signInWithToken(
  page: Page,
  token: string,
  slices: Record<string, unknown> = {},
  at = '/auth/login-method',
) {
  const url = test.info().project.use.baseURL ?? page.url();
  await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(at);
  await page.evaluate(
    ({ slices }) => {
      const put = (name: string, value: unknown) =>
        localStorage.setItem(name, JSON.stringify({ state: { value }, version: 0 }));
      put('auth', { signedIn: true });
      for (const [name, value] of Object.entries(slices)) put(name, value);
    },
    { slices },
  );
}

/** The demo customer Eleanor Whitfield signs in with Google (the emulator's chooser) from /login. */
export async function signInWithGoogleAsEleanor(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('button', { name: /Eleanor Whitfield/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
  await expect(page.getByRole('button', { name: /Eleanor Whitfield/ })).toBeVisible();
}

/** At /auth/login-method, a new guest registers through the form and lands on /purchase/details. */
export async function registerAsGuest(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/login-method$/);
  await page.getByRole('link', { name: /Continue As Guest/i }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Driver');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('07911 123456');
  await page.getByRole('textbox', { name: 'Address' }).fill('4 Mill Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('York');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('YO1 7HH');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/purchase\/details$/);
}
