import type { Page } from '@playwright/test';
import { registerGuestByApi, signInWithToken } from './account-helpers';
import { accessibilityViolations, expect, hydrated, test } from './fixtures';
import { declare, freshRegistration, isoDaysFromToday } from './purchase-helpers';
import { fordFocus } from '@kestrel/domain/catalogue/test-vehicles.fixture';
import { keyFacts } from '@kestrel/domain/purchase/key-facts';

const keyFactsHeadings = keyFacts({
  level: 'secure',
  claimLimit: 200_000,
  months: 12,
  price: 44_800,
  startDate: '2026-12-01',
  expiryDate: '2027-11-30',
  handTyped: true,
}).map((section) => section.heading);

/*
 * The key facts before payment (docs/purchase.md), the declaration that must be ticked before the pay
 * button goes to PayPal, unlikely hand-typed details confirmed (and flagged), and the key facts
 * as a page and a PDF. Each test has its own guest and made-up registration (typed by hand).
 */

/** A vehicle typed by hand (a 2012 plate the lookup does not know), with any figures changed. */
const typedVehicle = (figures: Record<string, unknown> = {}) => ({
  regNumber: freshRegistration('KF', '12'),
  milage: 20_000,
  ...fordFocus,
  registeredDate: '2023-05-10',
  verified: false,
  ...figures,
});

async function readyToPay(page: Page, vehicle = typedVehicle()) {
  const { token } = await registerGuestByApi(page.request);
  const { engineSize, bhp, driveType, milage, registeredDate, fuelType, regNumber } = vehicle;
  const query = { engineSize, bhp, driveType, mileage: milage, dateFirstReg: registeredDate, fuelType, reg: regNumber };
  const res = await page.request.get('/api/level/plan/', { params: query });
  const { levelsAndPlans } = (await res.json()) as {
    levelsAndPlans: { plansByClaim: { plans: { _id: string; price: number }[] }[] }[];
  };
  const price = levelsAndPlans
    .flatMap((level) => level.plansByClaim.flatMap((group) => group.plans))
    .find((plan) => plan._id === 'secure-2000-12')?.price;
  await signInWithToken(page, token, {
    vehicleDetails: vehicle,
    vehicleInfo: { purchaseDate: isoDaysFromToday(-30), serviceHistory: true },
    warrantyDetails: { planStartDate: isoDaysFromToday(1) },
    selectedPlan: { _id: 'secure-2000-12', price, month: 12, cover: 'secure', claimLimit: 2000 },
  });
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £[\d,]+\.\d\d now with PayPal$/ });
const onPayPal = /\/__emulators\/paypal\/checkoutnow\?token=/;

test.describe('the key facts before payment', () => {
  test('the payment page gives the key facts, the terms and the key facts document above the pay button', async ({
    page,
  }) => {
    await readyToPay(page);
    const facts = page.getByRole('region', { name: 'Key facts: please read before you pay' });
    // Every section of the domain's key facts for a dated, priced plan (the one this page shows).
    for (const heading of keyFactsHeadings) {
      await expect(facts.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(facts).toContainText('Each claim is paid up to £2,000');
    await expect(facts).toContainText('no excess');
    await expect(facts).toContainText('24/7 breakdown cover');
    await expect(facts).toContainText('Car hire');
    await expect(facts).toContainText('Cover begins only when the inspection passes');
    await expect(facts).toContainText('refund everything you paid within 14 business days');
    await expect(facts).toContainText('You typed the vehicle details in yourself');
    await expect(facts).toContainText(/The total price is £[\d,]+\.\d\d, paid today/);
    await expect(facts).toContainText('You may cancel within 14 days');
    await expect(facts.getByRole('link', { name: /Terms of service/ })).toHaveAttribute('href', '/terms-of-service');
    await expect(facts.getByRole('link', { name: /Key facts document/ })).toHaveAttribute(
      'href',
      `/key-facts?plan=secure-2000-12&start=${isoDaysFromToday(1)}`,
    );
    // The key facts come before the pay button in the page's reading order.
    const factsBox = await facts.boundingBox();
    const payBox = await payButton(page).boundingBox();
    expect(factsBox && payBox && factsBox.y < payBox.y).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the pay button goes to PayPal only once the declaration is ticked', async ({ page }) => {
    await readyToPay(page);
    const declaration = page.getByRole('checkbox', { name: /I know of no fault with the vehicle/ });
    await expect(declaration).not.toBeChecked();
    await payButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please confirm the declaration before you pay' }),
    ).toBeVisible();
    await expect(declaration).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);

    await declaration.check();
    await expect(page.getByText('Please confirm the declaration before you pay')).toHaveCount(0);
    await payButton(page).click();
    await expect(page).toHaveURL(onPayPal);
  });

  test('unlikely hand-typed figures are confirmed one by one before paying', async ({ page }) => {
    await readyToPay(page, typedVehicle({ engineSize: 999, bhp: 400 }));
    const unlikely = page.getByRole('checkbox', { name: /400 bhp from a 999 cc engine is unusual/ });
    await expect(unlikely).toBeVisible();
    await declare(page);
    await payButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please confirm the declaration before you pay' }),
    ).toBeVisible();
    await expect(unlikely).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);

    await unlikely.check();
    await payButton(page).click();
    await expect(page).toHaveURL(onPayPal);
  });
});

test.describe('the key facts document', () => {
  test('the page and its PDF give the plan’s key facts from its start date', async ({ page }) => {
    await page.goto('/key-facts?plan=supreme-5000-24&start=2027-01-15');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Key facts: Supreme, £5,000 per claim, 24 months');
    await expect(page.getByRole('heading', { level: 2, name: 'Included with every plan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How a claim is paid' })).toBeVisible();
    await expect(page.getByText('up to £90 an hour, excluding VAT')).toBeVisible();
    await expect(page.getByText('Cover runs from 15 January 2027 to 14 January 2029')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const pdfLink = page.getByRole('link', { name: 'Download these key facts (PDF)' });
    const href = (await pdfLink.getAttribute('href')) ?? '';
    expect(href).toBe('/api/documents/key-facts?plan=supreme-5000-24&start=2027-01-15');
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  test('a link naming no plan we sell says so and leads to a quote', async ({ page }) => {
    await page.goto('/key-facts?plan=gold');
    await expect(page.getByRole('alert')).toContainText('We could not tell which plan');
    await expect(page.getByRole('link', { name: 'Get a quote', exact: true })).toBeVisible();
  });
});

test.describe('the forms finish the job', () => {
  test('the plan start date states its earliest and latest day', async ({ page }) => {
    const { token } = await registerGuestByApi(page.request);
    await signInWithToken(page, token, { vehicleDetails: typedVehicle() });
    await page.goto('/purchase/warranty-details');
    const start = page.getByLabel('Plan Start Date');
    await expect(start).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    await expect(start).toHaveAttribute('max', isoDaysFromToday(90));
    await expect(page.getByLabel('Purchase Date')).toHaveAttribute('min', '2023-05-10');
  });

  test('a field’s message goes as soon as the field is fixed, and the price is brought into view', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.getByRole('region', { name: 'Get an instant price' });
    const mileage = card.getByRole('textbox', { name: 'Your mileage' });
    await card.getByRole('textbox', { name: 'Your registration' }).fill('RE24HCV');
    await mileage.fill('lots');
    await card.getByRole('button', { name: 'Get my price' }).click();
    await expect(card.getByText('Enter your mileage as a whole number of miles')).toBeVisible();
    await mileage.fill('9600');
    await expect(card.getByText('Enter your mileage as a whole number of miles')).toHaveCount(0);
    await card.getByRole('button', { name: 'Get my price' }).click();
    const result = card.getByRole('group', { name: 'Your instant price' });
    await expect(result).toBeFocused();
    await expect(result).toBeInViewport();
  });
});
