import { accessibilityViolations, expect, hydrated, test } from './fixtures';

test('the home page loads, prerendered and accessible @smoke', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extended warranties for used cars and vans');
  await expect(page).toHaveTitle(/Kestrel Warranties/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an unknown path answers 404 with the Not Found page @smoke', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('does not exist or has moved')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a registration travels from the page to the API, the database and back @smoke', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your registration' }).fill('ab12 cde');
  await expect(page.getByRole('textbox', { name: 'Your registration' })).toHaveValue('AB12 CDE');
  await page.getByRole('textbox', { name: 'Your mileage' }).fill('84000');
  await page.getByRole('button', { name: 'Get my price' }).click();
  await expect(page.getByText('We found your FORD FOCUS, first registered 2012')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get my quote' })).toHaveAttribute(
    'href',
    '/purchase/vehicle-details?reg=AB12CDE&mileage=84000',
  );
});

test('an unknown registration gets a clear message', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your registration' }).fill('AB25XYZ');
  await page.getByRole('textbox', { name: 'Your mileage' }).fill('12000');
  await page.getByRole('button', { name: 'Get my price' }).click();
  await expect(page.getByText("We couldn't find a vehicle with the registration AB25XYZ")).toBeVisible();
});

test('a protected route without a session goes to /login', async ({ page }) => {
  await page.goto('/dashboard/user-dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fuser-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
});

test('an expired session is logged out fully on start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('auth', JSON.stringify({ state: { value: { userToken: 'stale' } }, version: 0 }));
    localStorage.setItem('tokenExpiration', String(Date.now() - 1000));
    localStorage.setItem('recentViewed', JSON.stringify({ state: { value: [{ _id: 'p1' }] }, version: 0 }));
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
});

test('the landing page headline follows the path', async ({ page }) => {
  for (const [path, headline] of [
    ['/car-warranty', 'Find The Perfect Warranty For Your Car.'],
    ['/van-warranty', 'Find The Perfect Warranty For Your Van.'],
    ['/vehicle-warranty', 'Discover The Ideal Warranty For Your Vehicle.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  }
});

test('pages carry the security headers; scripts only those that apply to a script @smoke', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) scripts.push(response.url());
  });
  const html = await page.goto('/');
  await hydrated(page);
  const pageHeaders = html?.headers() ?? {};
  expect(pageHeaders['content-security-policy']).toContain("script-src 'self'");
  expect(pageHeaders['x-frame-options']).toBe('SAMEORIGIN');
  expect(scripts.length).toBeGreaterThan(0);

  const script = await page.request.get(scripts[0] ?? '');
  const headers = script.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
});
