import type { Page } from '@playwright/test';
import { registerGuestByApi, sessionCookie, signInWithToken } from './account-helpers';
import {
  claimByApi,
  customerInForce,
  estimateWithCuts,
  fitsPhone,
  PDF,
  PNG,
  sendClaimFile,
  staffActs,
} from './claim-helpers';
import { accessibilityViolations, expect, test } from './fixtures';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * The claim pages on a phone (issue #36, items 5 and 6): a claim with cuts, authorised, read by the
 * customer, the claims team and the garage. Each page fits 320 and 390 px with the assessment and
 * the file list wholly on the screen (no table scrolling sideways inside it); the amounts are the
 * letter's, in its order; photos show as thumbnails named by their file; axe-core finds nothing.
 */

/** With SCREENSHOTS set, the page at 390 and 1280 px, for a person to look at. */
async function screenshots(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const before = page.viewportSize() ?? { width: 412, height: 915 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${width}.png`, fullPage: true, scale: 'css' });
  }
  await page.setViewportSize(before);
}

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The assessment reads as cards on a phone: every line named, every figure labelled. */
async function assessmentAsCards(page: Page) {
  const cards = page.getByTestId('assessment-card');
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId('assessment-line').first()).toBeHidden();
  await expect(cards.locator('span.font-semibold')).toHaveText(['Clutch kit', 'Front tyre', 'Fit clutch', 'Diagnosis']);
  const labour = cards.filter({ hasText: 'Fit clutch' });
  await expect(labour.getByRole('definition')).toHaveText([
    '£320.00',
    '£280.00',
    'Labour is paid at up to £70.00 an hour before VAT at this level.',
  ]);
}

/** The amounts the letter states, in its order, in the reader's words. */
async function amounts(page: Page, labels: string[]) {
  const totals = page.getByTestId('assessment-totals');
  await expect(totals.getByRole('term')).toHaveText(labels);
  await expect(totals.getByRole('definition')).toHaveText(['£960.00', '£640.00', '£128.00', '£768.00', '£192.00']);
}

const regions = (page: Page) => [
  page.getByTestId('assessment'),
  page.getByRole('list', { name: 'Photos and documents' }),
];

/** A photo's thumbnail, loaded, named by its file. */
async function thumbnailShown(page: Page) {
  const thumbnail = page.getByRole('img', { name: /^Photo: pedal\.(jpg|png)$/ });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('claim pages on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project');

  test('a claim with cuts: the customer, the claims team and the garage each read it on a phone', async ({ page }) => {
    test.setTimeout(180_000);
    const { customer, bought } = await customerInForce(page.request);
    const { claim, garageLink } = await claimByApi(page.request, customer.token, bought.warrantyId);
    await estimateWithCuts(page.request, garageLink);
    const pdf = { kind: 'estimate', name: 'estimate-1042.pdf', mimeType: 'application/pdf', buffer: PDF };
    await sendClaimFile(page.request, `/api${garageLink}/files`, pdf);
    const photo = { kind: 'photo', name: 'pedal.png', mimeType: 'image/png', buffer: PNG };
    await sendClaimFile(page.request, `/api/claims/my-claims/${claim.id}/files`, photo, customer.token);

    // The claims team, before deciding: the VAT the assessment added, from the garage's estimate.
    const staff = await newStaff(page.request, 'Phone');
    await staffSignsIn(page, staff.email, `/admin/claims/${claim.id}`);
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page.getByRole('heading', { name: `Claim ${claim.reference}`, level: 1 })).toBeVisible();
    await expect(page.getByText('GB980780684: VAT added')).toBeVisible();
    await expect(page.getByText('None given')).toHaveCount(0);
    await assessmentAsCards(page);
    await expect(page.getByTestId('payable')).toHaveText('£768.00');
    const staffToken = (await sessionCookie(page))?.value ?? '';
    await staffActs(page.request, staffToken, claim.id, 'authorise', { amount: 76_800 });
    await page.reload();
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');
    await amounts(page, [
      "The garage's total, with VAT",
      'Allowed before VAT',
      'VAT',
      'We pay the garage',
      'The customer pays the garage',
    ]);
    await thumbnailShown(page);
    await expect(page.getByTestId('claim-file').filter({ hasText: 'estimate-1042.pdf' })).toContainText('PDF');
    await noViolations(page);
    await fitsPhone(page, regions(page));
    await screenshots(page, 'staff-claim');

    // The customer: the garage's total with VAT, what we pay, what they pay, and their photo.
    await signInWithToken(page, customer.token);
    await page.goto(`/dashboard/claims/${claim.id}`);
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');
    await assessmentAsCards(page);
    await amounts(page, [
      "The garage's total, with VAT",
      'Allowed before VAT',
      'VAT',
      'We pay the garage',
      'You pay the garage',
    ]);
    await thumbnailShown(page);
    await noViolations(page);
    await fitsPhone(page, regions(page));
    await screenshots(page, 'customer-claim');

    // The garage, through its link: its own words, and only its own file.
    await page.goto(garageLink);
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');
    await assessmentAsCards(page);
    await amounts(page, ['Your total, with VAT', 'Allowed before VAT', 'VAT', 'We pay you', 'The customer pays you']);
    await expect(page.getByTestId('claim-file')).toHaveText([/PDF.*Estimate: estimate-1042\.pdf/]);
    await expect(page.getByRole('img', { name: /pedal/ })).toHaveCount(0);
    await noViolations(page);
    await fitsPhone(page, regions(page));
    await screenshots(page, 'garage-claim');
  });

  test('a customer with no warranty in force reads "No Active Warranty" whole at 320 px', async ({ page }) => {
    const customer = await registerGuestByApi(page.request);
    await signInWithToken(page, customer.token);
    await page.goto('/dashboard/user-dashboard');
    const empty = page.getByText('No Active Warranty', { exact: true });
    await expect(empty).toBeVisible();
    await fitsPhone(page, [empty, page.getByRole('region', { name: 'Active Warranties' })]);
    await screenshots(page, 'dashboard-empty');
  });
});
