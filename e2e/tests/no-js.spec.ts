import { expect, test } from './fixtures';

// The public pages work as plain HTML before their script arrives (docs/decisions/0007):
// here it never does.
test.use({ javaScriptEnabled: false });

test.describe('before the script arrives @smoke', () => {
  test('the menu opens', async ({ page, isMobile }) => {
    await page.goto('/');
    const name = isMobile ? 'Menu' : 'Our Warranties';
    await page.locator('summary').filter({ hasText: name }).click();
    const link = page.getByRole('link', { name: isMobile ? 'Warranty tips' : 'Car cover levels' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(isMobile ? /\/warranty-tips$/ : /\/car-cover-levels$/);
  });

  test('the vehicle check on / lands on step 1 with the registration and mileage carried', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Get an instant price' });
    await card.getByRole('textbox', { name: 'Your registration' }).fill('RE24 HCV');
    await card.getByRole('textbox', { name: 'Your mileage' }).fill('9600');
    await card.getByRole('button', { name: 'Get my price' }).click();
    await expect(page).toHaveURL(/\/purchase\/vehicle-details\?reg=RE24\+HCV&mileage=9600$/);
    // Step 1 is an app page: with the script, it reads both from the address (checked in instant-quote.spec.ts).
  });

  test('the enquiry form is accepted, and a form with nothing in it is not', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/not-sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');

    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Alex Morgan');
    await page.getByRole('textbox', { name: 'Email address' }).fill(`no-js.${Date.now()}@example.co.uk`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent before any script ran.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent Successfully');
  });
});

test('step 1 reads the registration and mileage from the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/purchase/vehicle-details?reg=RE24+HCV&mileage=9600');
  await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue('RE24 HCV');
  await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('9600');
  await context.close();
});
