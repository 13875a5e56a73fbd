import type { APIRequestContext, Page } from '@playwright/test';
import { emailTo, registerGuestByApi, signInWithToken, uniqueEmail } from './account-helpers';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';
import { claimRequestBody, clutchEstimate } from './claim-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, test } from './fixtures';

/**
 * The claim walk's defects 3 and 4 (issue #36): the claims team's forms follow the claim's figures
 * after an action, with no reload; and a vehicle with a claim in progress is never offered
 * "Make a claim", the claim form says which vehicle it is for, and a second claim refused by the
 * server points to the first.
 */

async function customerInForce(page: Page) {
  const customer = await registerGuestByApi(page.request);
  const bought = await buyByApi(page.request, customer.token, 'secure-2000-12');
  await staffSets(page.request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
  return { customer, bought };
}

async function claimByApi(request: APIRequestContext, token: string, warrantyId: string) {
  const garageEmail = uniqueEmail('garage');
  const made = await request.post(`/api/claims/warranty/${warrantyId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: (() => {
      const body = claimRequestBody(garageEmail);
      return { ...body, garage: { ...body.garage, vatNumber: 'GB980780684' } };
    })(),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { claim } = (await made.json()) as { claim: { id: string; reference: string } };
  return { claim, garageEmail };
}

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page fits 320 px without a sideways scroll; a screenshot at 390 px and at the desktop's width. */
async function fitsPhone(page: Page, name: string) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
}

test.describe('claims: the forms follow the claim', () => {
  test.skip(({ isMobile }) => isMobile, 'in the desktop project, with the phone width checked on the way');

  test('after lowering a line the claims team authorises the new figure without a reload; the line menu shows the new allowance', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { customer, bought } = await customerInForce(page);
    const { claim, garageEmail } = await claimByApi(page.request, customer.token, bought.warrantyId);
    const link = /\/garage\/claims\/([A-Za-z0-9_-]+)/.exec(
      (await emailTo(page.request, garageEmail, 'claim-garage-link')).text,
    )?.[1];
    // The garage is told the claim limit left for this claim, and its running total compares with it.
    await page.goto(`/garage/claims/${link}`);
    await expect(page.getByTestId('claim-limit-left')).toContainText('£2,000.00 including VAT');
    const line = page.getByTestId('estimate-line').first();
    await line.getByLabel('Description', { exact: true }).fill('Engine');
    await line.getByLabel('Part', { exact: true }).selectOption({ label: 'Engine' });
    await line.getByLabel('Quantity', { exact: true }).fill('1');
    const limitLeft = page.getByTestId('estimate-total').getByTestId('limit-left');
    await line.getByLabel('Price of one (£)', { exact: true }).fill('1500');
    await expect(limitLeft).toHaveText(
      'Within the claim limit left for this claim, £2,000.00 including VAT: £500.00 to spare.',
    );
    await line.getByLabel('Price of one (£)', { exact: true }).fill('2100');
    await expect(limitLeft).toHaveText(
      'Over the claim limit left for this claim, £2,000.00 including VAT, by £100.00. We cannot pay more than the limit; the customer pays the rest.',
    );
    await noViolations(page);
    await fitsPhone(page, 'garage-limit-left');

    // Secure, VAT-registered: clutch £300, a tyre (not covered) £90, 4 h at £80 (paid at £70), 1.5 h diagnosis at £60.
    const estimated = await page.request.post(`/api/garage/claims/${link}/estimate`, {
      data: clutchEstimate,
    });
    expect(estimated.status(), await estimated.text()).toBe(200);

    const staff = await newStaff(page.request, 'Adjuster');
    await staffSignsIn(page, staff.email, `/admin/claims/${claim.id}`);
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Estimate received');
    const authorise = page.getByRole('form', { name: 'Authorise the repair' });
    const amount = authorise.getByLabel(/Amount to authorise/);
    await expect(amount).toHaveValue('768.00');

    // Lower the clutch kit from £300 to £250: (£250 + £280 + £60) + 20% VAT = £708.00.
    const lower = page.getByRole('form', { name: 'Lower a line' });
    const lineMenu = lower.getByLabel('Line');
    await expect(lineMenu.locator('option', { hasText: 'Clutch kit' })).toHaveText('1. Clutch kit (allowed £300.00)');
    await lineMenu.selectOption({ label: '1. Clutch kit (allowed £300.00)' });
    await lower.getByLabel('Allowed, before VAT (£)').fill('250');
    await lower.getByLabel('Reason').fill('A clutch kit for this model costs £250 at trade prices.');
    await lower.getByRole('button', { name: 'Lower the line' }).click();
    await expect(page.getByTestId('payable')).toHaveText('£708.00');

    // No reload: the authorise form and the line menu already hold the new figures.
    await expect(amount).toHaveValue('708.00');
    await expect(authorise.getByText('The rules allow at most £708.00')).toBeVisible();
    await expect(lineMenu.locator('option', { hasText: 'Clutch kit' })).toHaveText(
      '1. Clutch kit (allowed £250.00, lowered from £300.00)',
    );
    // The form that was sent starts afresh.
    await expect(lower.getByLabel('Allowed, before VAT (£)')).toHaveValue('');
    await noViolations(page);
    await fitsPhone(page, 'staff-claim-after-lowering');

    await authorise.getByRole('button', { name: 'Authorise' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');
    await expect(page.getByText('authorised £708.00')).toBeVisible();
  });

  test('a vehicle with a claim in progress: no "Make a claim", the form names its vehicle, and a second claim points to the first', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { customer, bought } = await customerInForce(page);
    const plate = `${bought.registration.slice(0, -3)} ${bought.registration.slice(-3)}`;
    await signInWithToken(page, customer.token);

    // The form says which vehicle and cover it is for, before anything is filled in.
    await page.goto(`/dashboard/claims/new/${bought.warrantyId}`);
    const claimFor = page.getByTestId('claim-for');
    await expect(claimFor.getByRole('heading', { name: 'The vehicle you are claiming for', level: 2 })).toBeVisible();
    await expect(claimFor).toContainText(`${plate} · VAUXHALL ASTRA · Secure cover`);
    await expect(claimFor).toContainText(bought.references.warranty);
    await noViolations(page);
    await fitsPhone(page, 'new-claim-form');

    // Meanwhile a claim is made on the same warranty (another tab, a phone call to us).
    const { claim } = await claimByApi(page.request, customer.token, bought.warrantyId);
    await page.getByLabel('What happened').fill('The gearbox whines in third and jumps out of gear.');
    await page.getByLabel('Date of the fault').fill(isoDaysFromToday(-1));
    await page.getByLabel('Mileage when it happened').fill('38,600');
    await page.getByLabel('Is the vehicle safe to drive?').selectOption('no');
    await page.getByLabel('Did any warning lights come on?').selectOption('none');
    await page.getByLabel('Garage name').fill('Ripon Autos');
    await page.getByLabel('Phone').fill('01765 496000');
    await page.getByLabel('Address').fill('8 Market Place, Ripon');
    await page.getByLabel('Postcode').fill('HG4 1BP');
    await page.getByLabel('Email').fill(uniqueEmail('garage'));
    await page.getByRole('button', { name: 'Send my claim' }).click();
    // Refused: the claim in progress is named and linked, where the form was.
    const notice = page.getByTestId('claim-in-progress');
    await expect(notice).toContainText(`already has a claim in progress, ${claim.reference}`);
    await expect(notice).toBeFocused();
    await expect(page.getByRole('form', { name: 'Make a claim' })).toHaveCount(0);
    const inProgress = `Claim in progress — view claim ${claim.reference}`;
    await expect(notice.getByRole('link', { name: inProgress })).toHaveAttribute(
      'href',
      `/dashboard/claims/${claim.id}`,
    );

    // The Claims page offers the claim, not a new one.
    await page.goto('/dashboard/claims');
    await expect(page.getByRole('link', { name: inProgress })).toBeVisible();
    await expect(page.getByRole('link', { name: `Make a claim on ${bought.registration}` })).toHaveCount(0);
    await noViolations(page);
    await fitsPhone(page, 'claims-page-in-progress');
    // So does the warranty's card on the dashboard.
    await page.goto('/dashboard/user-dashboard');
    const card = page.getByTestId('warranty-card').filter({ hasText: bought.registration });
    await expect(card.getByRole('link', { name: inProgress })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Make a claim' })).toHaveCount(0);

    // Reaching the form's address anyway: the notice before any field.
    await page.goto(`/dashboard/claims/new/${bought.warrantyId}`);
    await expect(page.getByTestId('claim-in-progress')).toBeVisible();
    await expect(page.getByLabel('What happened')).toHaveCount(0);
    await noViolations(page);
    await fitsPhone(page, 'new-claim-in-progress');
    await page.getByRole('link', { name: inProgress }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/claims/${claim.id}$`));
    await expect(page.getByRole('heading', { name: `Claim ${claim.reference}`, level: 1 })).toBeVisible();

    // Withdrawn, the claim is no longer in progress: "Make a claim" is back.
    await page.getByRole('button', { name: 'Withdraw the claim' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw the claim' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Withdrawn');
    await page.getByRole('link', { name: 'Claims', exact: true }).first().click();
    await expect(page.getByRole('link', { name: `Make a claim on ${bought.registration}` })).toBeVisible();
  });
});
