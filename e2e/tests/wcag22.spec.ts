import { totpCode } from '../../apps/api/src/modules/staff/totp';
import { expect, hydrated, test } from './fixtures';
import { declaredRoutes } from './route-table';
import { newStaff, staffPassword } from './staff-helpers';

/**
 * WCAG 2.2's new criteria that a route-by-route check cannot settle alone. Dragging
 * (2.5.7) is proven by the every-route suite (nothing draggable) and dashboard.spec.ts (the
 * warranty carousel moves by its Previous and Next buttons).
 */
test.skip(({ isMobile }) => isMobile, 'run once, in the desktop project');

test('3.2.6 consistent help: every page that offers help offers it in the same order', async ({ page }) => {
  test.setTimeout(120_000);
  const paths = declaredRoutes.filter((r) => r.audience === 'anyone' && !r.pattern.includes(':')).map((r) => r.pattern);
  const orders = new Map<string, string>();
  for (const path of paths.map((p) => (p === '/*' ? '/no-such-page-here' : p))) {
    await page.goto(path);
    const order = await page.evaluate(() => {
      const kinds: [string, string][] = [
        ['contact bar', '[data-contact-bar]'],
        ['contact page', 'footer a[href="/contact-us"]'],
        ['phone', 'footer a[href^="tel:"]'],
        ['e-mail', 'footer a[href^="mailto:"]'],
      ];
      const found = kinds.flatMap(([kind, selector]) =>
        [...document.querySelectorAll(selector)].slice(0, 1).map((el) => ({ kind, el })),
      );
      found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      return found.map((f) => f.kind).join(' → ');
    });
    orders.set(path, order);
  }
  const offered = [...orders.entries()].filter(([, order]) => order !== '');
  expect(offered.length, 'pages with help').toBeGreaterThan(20);
  // The footer's help, in one order wherever it is shown; the contact bar, where a page has it, first.
  for (const [path, order] of offered) {
    expect(order.replace(/^contact bar → /, ''), path).toBe('contact page → phone → e-mail');
  }
});

test('3.3.8 accessible authentication: the staff one-time code is pasted from the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const staff = await newStaff(page.request, 'Paster');
  await page.goto('/admin/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await email.fill(staff.email);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // The password too arrives by paste, as from a password manager.
  await page.evaluate((text) => navigator.clipboard.writeText(text), staffPassword);
  await password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue(staffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();

  // No puzzle: the secret is text to copy, the code is typed or pasted.
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  const code = page.getByRole('textbox', { name: 'One-time code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await page.evaluate((text) => navigator.clipboard.writeText(text), totpCode(secret, new Date()));
  await code.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(code).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
});

test('3.3.7 redundant entry: the landing page registration and mileage arrive filled in the purchase flow', async ({
  page,
}) => {
  await page.goto('/car-warranty');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your registration' }).fill('ab12 cde');
  await page.getByRole('textbox', { name: 'Your mileage' }).fill('84000');
  await page.getByRole('button', { name: 'Get my price' }).click();
  await page.getByRole('link', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/purchase\/vehicle-details\?/);
  await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue('AB12CDE');
  await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('84000');
});
