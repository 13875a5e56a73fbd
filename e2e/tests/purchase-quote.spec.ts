import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { registerGuestByApi, signInWithToken } from './account-helpers';
import { declare, freshRegistration } from './purchase-helpers';
import { fordFocus } from '@kestrel/domain/catalogue/test-vehicles.fixture';
import { monthlyFrom, monthlyOffer } from '@kestrel/domain/direct-debit/instalments';

/*
 * Purchase steps 3 to 5: cover, warranty details, quote and payment. Each test has its own guest
 * and its own made-up registration (the lookup does not know it, so the vehicle is priced as
 * declared): tests run in parallel, on desktop and phone, against one database.
 */

const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

function vehicle(registeredDate: string, milage: number) {
  return {
    // A 2012 plate: no newer than either vehicle (a plate newer than its vehicle is refused).
    regNumber: freshRegistration('KT', '12'),
    milage,
    ...fordFocus,
    registeredDate,
    verified: false,
  };
}
/** 14 years old, 120,000 miles: Safe only. */
const oldVehicle = () => vehicle('2012-03-15', 120_000);
/** 3 years old, 20,000 miles: every level. */
const youngVehicle = () => vehicle('2023-05-10', 20_000);

/** A signed-in guest whose browser already holds the earlier steps' answers (spec §3 slices). */
async function signedInWith(page: Page, slices: Record<string, unknown>) {
  const { token } = await registerGuestByApi(page.request);
  await signInWithToken(page, token, slices);
}

const stored = (page: Page, name: string) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { value?: unknown } }).state?.value,
    name,
  );

const secure2000 = { _id: 'secure-2000-12', price: 34_900, month: 12, cover: 'secure', claimLimit: 2000 };
const readyToPay = (car = youngVehicle(), plan = secure2000) => ({
  vehicleDetails: car,
  vehicleInfo: { purchaseDate: isoDay(-30), serviceHistory: true },
  warrantyDetails: { planStartDate: isoDay(1) },
  selectedPlan: plan,
});

/** The levels and plans the server quotes for the vehicle, as the quote step shows them. */
async function quotedLevels(page: Page, car: ReturnType<typeof vehicle>) {
  const { engineSize, bhp, driveType, milage, registeredDate, fuelType, regNumber } = car;
  const query = { engineSize, bhp, driveType, mileage: milage, dateFirstReg: registeredDate, fuelType, reg: regNumber };
  const res = await page.request.get('/api/level/plan/', { params: query });
  return (
    (await res.json()) as {
      levelsAndPlans: { name: string; plansByClaim: { plans: { _id: string; price: number; month: number }[] }[] }[];
    }
  ).levelsAndPlans;
}

/** Secure, £2,000, 12 months at the server's own price for the vehicle, so the pay button goes straight to PayPal. */
async function pricedPlan(page: Page, car: ReturnType<typeof vehicle>) {
  const { engineSize, bhp, driveType, milage, registeredDate, fuelType, regNumber } = car;
  const query = { engineSize, bhp, driveType, mileage: milage, dateFirstReg: registeredDate, fuelType, reg: regNumber };
  const res = await page.request.get('/api/level/plan/', { params: query });
  const { levelsAndPlans } = (await res.json()) as {
    levelsAndPlans: { plansByClaim: { plans: { _id: string; price: number }[] }[] }[];
  };
  const plans = levelsAndPlans.flatMap((level) => level.plansByClaim.flatMap((group) => group.plans));
  return { ...secure2000, price: plans.find((plan) => plan._id === secure2000._id)?.price ?? 0 };
}

const levelCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('step 3: cover', () => {
  test('an old, high-mileage vehicle may have Safe only, and says why not the others', async ({ page }) => {
    await signedInWith(page, { vehicleDetails: oldVehicle() });
    await page.goto('/purchase/cover');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your cover');
    await expect(page.getByText('Available for your vehicle: Safe.')).toBeVisible();
    await expect(levelCard(page, 'Safe')).toContainText('Available for your vehicle');
    await expect(levelCard(page, 'Secure')).toContainText(
      'Secure is not available: it covers vehicles up to 10 years old and yours is 14, and it covers up to 100,000 miles and yours has 120,000.',
    );
    await expect(levelCard(page, 'Supreme')).toContainText('Not available for your vehicle');
    await expect(levelCard(page, 'Supreme')).toContainText('Wear and tear (Up to 85,000 miles)');
    await expect(levelCard(page, 'Safe')).toContainText('None: Safe covers the listed components only.');
    await expect(page.getByRole('heading', { name: 'Every level covers these listed components' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/purchase\/warranty-details$/);
  });

  test('a young vehicle may have all three; with no vehicle the page leads back to step 1', async ({ page }) => {
    await signedInWith(page, { vehicleDetails: youngVehicle() });
    await page.goto('/purchase/cover');
    await expect(page.getByText('All three levels are available for your vehicle.')).toBeVisible();
    await expect(page.getByText('Available for your vehicle', { exact: true })).toHaveCount(3);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/purchase\/details$/);

    await page.evaluate(() => localStorage.removeItem('vehicleDetails'));
    await page.goto('/purchase/cover');
    await expect(page.getByRole('heading', { name: 'We need your vehicle first' })).toBeVisible();
    await page.getByRole('link', { name: 'Start with your vehicle' }).click();
    await expect(page).toHaveURL(/\/purchase\/vehicle-details$/);
  });
});

test.describe('step 3: warranty details', () => {
  test('every field is required, the dates are checked, and the answers are kept', async ({ page }) => {
    await signedInWith(page, { vehicleDetails: youngVehicle() });
    await page.goto('/purchase/warranty-details');
    await expect(page.getByRole('navigation', { name: 'Quote progress' }).getByText('Cover')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const start = page.getByLabel('Plan Start Date');
    const purchase = page.getByLabel('Purchase Date');
    const history = page.getByRole('group', { name: 'Service History' });

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(start).toHaveAccessibleDescription(/Enter the plan start date/);
    await expect(purchase).toHaveAccessibleDescription(/Enter the purchase date/);
    await expect(history).toHaveAccessibleDescription(/Answer Yes or No/);
    await expect(start).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await start.fill(isoDay(-20));
    await purchase.fill(isoDay(-10));
    await history.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const message = 'Plan start date cannot be before the purchase date';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(start).toHaveAccessibleDescription(new RegExp(message));

    await start.fill(isoDay(2));
    await purchase.fill(isoDay(3));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(purchase).toHaveAccessibleDescription(/The purchase date cannot be in the future/);

    await purchase.fill(isoDay(-40));
    await start.fill(isoDay(-1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(start).toHaveAccessibleDescription(/The plan cannot start in the past/);

    await start.fill(isoDay(0));
    await history.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/purchase\/warranty-suggestion$/);
    expect(await stored(page, 'vehicleInfo')).toEqual({ purchaseDate: isoDay(-40), serviceHistory: false });
    expect(await stored(page, 'warrantyDetails')).toEqual({ planStartDate: isoDay(0) });
  });
});

test.describe('step 4: quote', () => {
  test('one accordion per level with its price from, a plan required, the choice kept', async ({ page }) => {
    const car = youngVehicle();
    await signedInWith(page, { vehicleDetails: car });
    await page.goto('/purchase/warranty-suggestion');
    const summaries = page.locator('summary');
    await expect(summaries).toHaveCount(3);
    for (const name of ['Safe', 'Secure', 'Supreme']) {
      await expect(summaries.filter({ hasText: name })).toContainText(
        /Starting from £\d[\d,]*(\.\d\d)? for \d+ months/,
      );
    }
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a plan' })).toBeVisible();
    await expect(page.getByText('Please select a plan', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/purchase\/warranty-suggestion$/);

    await summaries.filter({ hasText: 'Secure' }).click();
    const group = page.getByRole('group', { name: 'Secure: £2,000 per claim' });
    await expect(group.getByRole('radio')).toHaveCount(5);
    expect(await accessibilityViolations(page)).toEqual([]);
    await group.getByRole('radio', { name: /^12 months — £/ }).check();
    await expect(page.getByText(/Secure, £2,000 per claim, 12 months: £/)).toBeVisible();
    expect(await stored(page, 'selectedPlan')).toMatchObject({
      _id: 'secure-2000-12',
      month: 12,
      cover: 'secure',
      claimLimit: 2000,
    });
    expect(await stored(page, 'recentViewed')).toEqual([
      { _id: 'secure-2000-12', level: 'Secure', regNumber: car.regNumber },
    ]);
    await expect(page.getByRole('heading', { name: 'Compare the cover' })).toBeVisible();

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
  });

  test('the level tiles and the choice say what paying monthly costs, from the domain figure', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the wording is the same on a phone; checked once, on desktop');
    const car = youngVehicle();
    await signedInWith(page, { vehicleDetails: car });
    await page.goto('/purchase/warranty-suggestion');
    const levels = await quotedLevels(page, car);
    const summaries = page.locator('summary');
    for (const level of levels) {
      const plans = level.plansByClaim.flatMap((group) => group.plans);
      // Before a level is opened, where the levels are compared: its lowest monthly figure.
      await expect(summaries.filter({ hasText: level.name })).toContainText(monthlyFrom(plans)!);
    }
    await summaries.filter({ hasText: 'Secure' }).click();
    const group = page.getByRole('group', { name: 'Secure: £2,000 per claim' });
    await group.getByRole('radio', { name: /^12 months — £/ }).check();
    const chosen = levels
      .flatMap((l) => l.plansByClaim.flatMap((g) => g.plans))
      .find((p) => p._id === 'secure-2000-12')!;
    const offer = monthlyOffer(chosen.price, chosen.month)!;
    await expect(group).toContainText(offer);
    await expect(page.getByRole('status').filter({ hasText: 'Your choice' })).toContainText(offer);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('recently viewed keeps the last three; levels the vehicle may not have are listed with the reason', async ({
    page,
  }) => {
    const car = oldVehicle();
    await signedInWith(page, { vehicleDetails: car });
    await page.goto('/purchase/warranty-suggestion');
    await expect(page.locator('summary')).toHaveCount(1);
    await expect(
      page.getByText('Supreme is not available: it covers vehicles up to 7 years old and yours is 14').first(),
    ).toBeVisible();
    await page.locator('summary').filter({ hasText: 'Safe' }).click();
    for (const [claim, months] of [
      ['500', 3],
      ['500', 6],
      ['1,000', 12],
      ['1,500', 36],
    ] as const) {
      await page
        .getByRole('group', { name: `Safe: £${claim} per claim` })
        .getByRole('radio', { name: new RegExp(`^${months} months`) })
        .check();
    }
    const recent = page.getByRole('region', { name: 'Recently viewed' }).getByRole('listitem');
    await expect(recent).toHaveCount(3);
    await expect(recent.first()).toContainText(`Safe for ${car.regNumber}`);
    await expect(recent.first()).toContainText('Safe, £1,500 per claim, 36 months');
    await expect(recent.last()).toContainText('Safe, £500 per claim, 6 months');
  });
});

test.describe('step 5: payments', () => {
  test('the order summary and a button that says it pays; missing steps lead back', async ({ page }) => {
    const car = youngVehicle();
    await signedInWith(page, readyToPay(car));
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    for (const text of ['FORD FOCUS', car.regNumber, 'Secure', '£2,000 per claim', '12 months', '£349.00']) {
      await expect(summary).toContainText(text);
    }
    await expect(page.getByRole('button', { name: 'Pay £349.00 now with PayPal' })).toBeVisible();
    // Demo mode: neither PayPal's SDK nor our wrapper of it is downloaded.
    expect(fetched.filter((url) => /paypal/i.test(url))).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.removeItem('selectedPlan'));
    await page.goto('/dashboard/payments');
    await page.getByRole('link', { name: 'See your quote' }).click();
    await expect(page).toHaveURL(/\/purchase\/warranty-suggestion$/);
  });

  test('the server’s price is shown before paying when it differs; cancelling charges nothing', async ({ page }) => {
    await signedInWith(
      page,
      readyToPay(youngVehicle(), { _id: 'safe-500-3', price: 100, month: 3, cover: 'safe', claimLimit: 500 }),
    );
    await page.goto('/dashboard/payments');
    await declare(page);
    await page.getByRole('button', { name: 'Pay £1.00 now with PayPal' }).click();
    await expect(page.getByText(/^The price for your vehicle is £\d+\.\d\d$/)).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay £\d+\.\d\d now with PayPal$/ });
    await expect(pay).not.toHaveText('Pay £1.00 now with PayPal');
    await expect(pay).toBeFocused();
    await pay.click();
    await page.getByRole('button', { name: 'Cancel and return to merchant' }).click();
    await expect(page.getByText('Payment cancelled: you have not been charged')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay £\d+\.\d\d now with PayPal$/ })).toBeVisible();
  });

  test('an order the server refuses says why, and the button keeps the focus', async ({ page }) => {
    const car = youngVehicle();
    const seed = readyToPay(car, await pricedPlan(page, car));
    await signedInWith(page, { ...seed, warrantyDetails: { planStartDate: isoDay(-2) } });
    await page.goto('/dashboard/payments');
    await declare(page);
    const pay = page.getByRole('button', { name: /now with PayPal$/ });
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went Wrong, please try again.' })).toBeVisible();
    await expect(page.getByText('The plan cannot start in the past')).toBeVisible();
    await expect(pay).toBeFocused();
  });

  /** Ready to pay at the server's price, on the emulator's PayPal page, with PayPal's answer to the capture set. */
  async function onPayPalPage(page: Page, capture: Record<string, unknown>) {
    const car = youngVehicle();
    await signedInWith(page, readyToPay(car, await pricedPlan(page, car)));
    await page.goto('/dashboard/payments');
    await declare(page);
    await page.getByRole('button', { name: /now with PayPal$/ }).click();
    await expect(page).toHaveURL(/\/__emulators\/paypal\/checkoutnow\?token=/);
    const orderId = new URL(page.url()).searchParams.get('token') ?? '';
    const control = await page.request.post(`/__emulators/paypal/__control/orders/${orderId}/behaviour`, {
      data: capture,
    });
    expect(control.ok()).toBe(true);
  }
  const thanks = 'Thank you for your purchase! Your warranty details will be delivered to your email shortly.';

  test('a declined payment says so and offers the button again', async ({ page }) => {
    await onPayPalPage(page, { capture: 'decline' });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(/PayPal declined this payment/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(page.getByRole('button', { name: /now with PayPal$/ })).toBeVisible();
  });

  test('a payment PayPal could not confirm is confirmed on a second try, once', async ({ page, consoleErrors }) => {
    await onPayPalPage(page, { capture: 'provider-error', times: 1 });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went Wrong, please try again.' })).toBeVisible();
    await expect(page.getByText("We couldn't confirm your payment yet")).toBeVisible();
    await expect(page.getByRole('button', { name: /now with PayPal$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try confirming again' }).click();
    await expect(page.getByText(thanks)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
    // The browser logs the first capture's 503 (provider unavailable), which this test asked for.
    const expected = consoleErrors.findIndex((text) => text.includes('status of 503'));
    expect(expected).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(expected, 1);
  });

  test('paying through PayPal confirms, thanks the customer, and clears the purchase 5 seconds later', async ({
    page,
  }) => {
    // PayPal takes a moment to answer, so the confirming state can be seen.
    await onPayPalPage(page, { capture: 'complete', delayMs: 1500 });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Confirming your payment…')).toBeVisible();
    await expect(page.getByText('Order Confirmation')).toBeVisible();
    await expect(page.getByText(thanks)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
    expect(await stored(page, 'selectedPlan')).not.toBeNull();
    await expect.poll(() => stored(page, 'selectedPlan'), { timeout: 8000 }).toBeNull();
    expect(await stored(page, 'vehicleDetails')).toMatchObject({ regNumber: '', registeredDate: '' });
    expect(await stored(page, 'warrantyDetails')).toEqual({ planStartDate: '' });
    expect(await stored(page, 'vehicleInfo')).toEqual({ purchaseDate: '', serviceHistory: null });
  });
});
