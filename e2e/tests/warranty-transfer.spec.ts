import type { APIRequestContext, Page } from '@playwright/test';
import { emailTo, registerGuestByApi, signInWithToken, uniqueEmail } from './account-helpers';
import { fitsPhone } from './claim-helpers';
import { accessibilityViolations, expect, test } from './fixtures';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * Transfer of a warranty to the vehicle's new owner (DESIGN §9.3, issue #38): the seller starts it
 * from the dashboard, the new owner opens the e-mailed link on a phone, registers, reads the key
 * facts and accepts; the cover and certificate are then theirs and no longer the seller's. Staff
 * refuse another from the back office.
 */

/** A seller whose warranty, paid in full, was bought 40 days ago and passed its inspection. */
async function sellerWithWarranty(request: APIRequestContext) {
  const seller = await registerGuestByApi(request);
  const bought = await buyByApi(request, seller.token, 'secure-2000-12');
  await staffSets(request, bought.warrantyId, {
    status: 'inspection-passed',
    startDate: isoDaysFromToday(-30),
    purchasedAt: `${isoDaysFromToday(-40)}T10:00:00.000Z`,
  });
  return { seller, bought };
}

/** With SCREENSHOTS set, the whole page as it is, for a person to look at. */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function warrantyReferences(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/warranty/my-warranties?active=true', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const { warranties } = (await res.json()) as { warranties: { reference: string }[] };
  return warranties.map((w) => w.reference);
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test('a seller transfers a warranty paid in full; the new owner accepts on a phone', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the new owner is on a phone: run in the phone project');
  test.setTimeout(90_000);
  const { seller, bought } = await sellerWithWarranty(request);
  const newOwnerEmail = uniqueEmail('new-owner');

  // The seller, from the warranty's card.
  await signInWithToken(page, seller.token);
  await page.goto('/dashboard/user-dashboard');
  await page.getByTestId('warranty-card').getByRole('link', { name: 'Transfer to a new owner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer to a new owner' })).toBeVisible();
  await expect(page.getByText('It works once, for 7 days.')).toBeVisible();
  await expect(page.getByText('Our team may refuse a transfer')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Date you sold the vehicle').fill(isoDaysFromToday(-1));
  await page.getByRole('textbox', { name: 'Mileage at the sale' }).fill('41,250');
  await page.getByRole('textbox', { name: "New owner's full name" }).fill('Sam Okafor');
  await page.getByRole('textbox', { name: "New owner's email" }).fill(newOwnerEmail);
  await screenshot(page, 'transfer-form');
  await page.getByRole('button', { name: 'Send the new owner the link' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for Sam Okafor' })).toBeVisible();
  await screenshot(page, 'transfer-pending');

  // The new owner, signed out, opens the link at 320 px.
  const link = /\/transfer\/accept\/[A-Za-z0-9_-]+/.exec(
    (await emailTo(request, newOwnerEmail, 'transfer-link')).text,
  )?.[0];
  expect(link).toBeTruthy();
  await signOut(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Take over a warranty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The cover you take over' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is covered' })).toBeVisible();
  await fitsPhone(page, [page.getByRole('heading', { name: 'Sign in to accept' })], [320]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'transfer-offer-320');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Email' }).fill(newOwnerEmail);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('07911 123456');
  await page.getByRole('textbox', { name: 'Address' }).fill('4 Mill Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('York');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('YO1 7HH');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back at the link, signed in: the declaration, then the warranty is theirs.
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await page.getByRole('button', { name: 'Accept the warranty' }).click();
  await expect(page.getByText('Please confirm the declaration')).toBeVisible();
  await page.getByRole('checkbox').check();
  await screenshot(page, 'transfer-accept-320');
  await page.getByRole('button', { name: 'Accept the warranty' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
  const card = page.getByTestId('warranty-card').filter({ hasText: bought.references.warranty });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'See details' }).click();
  await expect(page.getByRole('button', { name: 'View Certificate' })).toBeEnabled();

  // The seller no longer has it.
  expect(await warrantyReferences(request, seller.token)).toEqual([]);
  // The link works once.
  await page.goto(link!);
  await expect(page.getByTestId('transfer-closed')).toContainText('already been accepted');
});

test('staff refuse a pending transfer with a reason', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the back office: run in the desktop project');
  test.setTimeout(90_000);
  const { seller, bought } = await sellerWithWarranty(request);
  const newOwnerEmail = uniqueEmail('refused-owner');
  const started = await request.post(`/api/transfers/warranty/${bought.warrantyId}`, {
    headers: bearer(seller.token),
    data: { saleDate: isoDaysFromToday(-1), saleMileage: 40_000, newOwnerName: 'Jo Bloggs', newOwnerEmail },
  });
  expect(started.status(), await started.text()).toBe(200);

  const staff = await newStaff(request, 'Transfers');
  await staffSignsIn(page, staff.email, '/admin/transfers');
  await page.getByRole('button', { name: /continue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
  const row = page.getByTestId('transfer-row').filter({ hasText: bought.references.warranty });
  await expect(row).toContainText('Waiting for the new owner');
  expect(await accessibilityViolations(page)).toEqual([]);
  await row.getByRole('textbox', { name: 'Reason (sent to both)' }).fill('The seller told us the sale fell through.');
  await row.getByRole('button', { name: 'Refuse the transfer' }).click();
  await expect(row).toContainText('Refused by our team');
  await expect(row).toContainText('The seller told us the sale fell through.');
  await screenshot(page, 'transfer-admin');
  expect((await emailTo(request, newOwnerEmail, 'transfer-refused')).text).toContain('sale fell through');
  expect(await warrantyReferences(request, seller.token)).toEqual([bought.references.warranty]);
});
