import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, hydrated, test } from './fixtures';

/** The instant price card of a public page: a region named by its heading. */
const card = (page: Page) => page.getByRole('region', { name: 'Get an instant price' });

/**
 * Asks the card for a price once the page has hydrated: what is checked here is the answer. A
 * click made before hydration is kept and replayed by the loader (docs/decisions/0007), but on a
 * loaded machine the wait for it can outlast these expectations.
 */
async function askPrice(page: Page, registration: string, mileage: string) {
  await hydrated(page);
  await card(page).getByRole('textbox', { name: 'Your registration' }).fill(registration);
  await card(page).getByRole('textbox', { name: 'Your mileage' }).fill(mileage);
  await card(page).getByRole('button', { name: 'Get my price' }).click();
}

test.describe('the instant price on the public pages', () => {
  test('the home page prices every level for a young car and links to step 1 filled in', async ({ page }) => {
    await page.goto('/');
    await askPrice(page, 're24 hcv', '9,600');
    await expect(card(page).getByText('We found your TOYOTA COROLLA, first registered 2024.')).toBeVisible();
    const levels = card(page).getByRole('listitem');
    await expect(levels).toHaveCount(3);
    for (const [index, name] of ['Safe', 'Secure', 'Supreme'].entries()) {
      await expect(levels.nth(index)).toHaveText(new RegExp(`^${name} from £\\d[\\d,]*(\\.\\d\\d)? for \\d+ months$`));
    }

    const quote = card(page).getByRole('link', { name: 'Get my quote' });
    await expect(quote).toHaveAttribute('href', '/purchase/vehicle-details?reg=RE24HCV&mileage=9600');
    await quote.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue('RE24HCV');
    await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('9600');
  });

  test('an old, high-mileage car is offered Safe and told why not the others', async ({ page }) => {
    await page.goto('/car-warranty');
    await askPrice(page, 'GN07HBC', '158000');
    await expect(card(page).getByText('We found your LAND ROVER DISCOVERY, first registered 2007.')).toBeVisible();
    const levels = card(page).getByRole('listitem');
    await expect(levels.filter({ hasText: 'Safe' })).toHaveText(/^Safe from £/);
    await expect(levels.filter({ hasText: 'Secure' })).toContainText('Not available: it covers vehicles up to');
    await expect(levels.filter({ hasText: 'Supreme' })).toContainText('Not available:');
  });

  test('both fields are checked before any call, and an unknown registration is said so', async ({ page }) => {
    await page.goto('/van-warranty');
    const registration = card(page).getByRole('textbox', { name: 'Your registration' });
    const mileage = card(page).getByRole('textbox', { name: 'Your mileage' });
    await card(page).getByRole('button', { name: 'Get my price' }).click();
    await expect(registration).toHaveAccessibleDescription('Enter your registration');
    await expect(mileage).toHaveAccessibleDescription('Enter your current mileage');
    await expect(registration).toBeFocused();

    await askPrice(page, 'ab25 xyz', '12000');
    await expect(registration).toHaveValue('AB25 XYZ');
    await expect(registration).toHaveAccessibleDescription(/We couldn't find a vehicle with the registration AB25XYZ/);
    await expect(registration).toBeFocused();
    await expect(card(page).getByRole('link', { name: 'Get my quote' })).toHaveCount(0);
  });

  test('the home and landing pages with a price shown have no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/vehicle-warranty']) {
      await page.goto(path);
      await askPrice(page, 'KS73MNE', '14200');
      await expect(card(page).getByRole('link', { name: 'Get my quote' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
