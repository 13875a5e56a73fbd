import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { fillTypedOctavia } from './purchase-helpers';
import { registerGuestByApi, signInWithToken } from './account-helpers';
import { renaultTrafic } from '@kestrel/domain/catalogue/test-vehicles.fixture';

/** Each test its own guest customer: projects run in parallel on one database. */
async function signIn(page: Page) {
  const { token } = await registerGuestByApi(page.request);
  await signInWithToken(page, token);
}

const storedVehicle = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('vehicleDetails') ?? '{}') as { state?: { value?: Record<string, unknown> } })
        .state?.value ?? null,
  );

async function stepOne(page: Page, registration: string, mileage: string) {
  await page.goto('/purchase/vehicle-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
  await page.getByRole('textbox', { name: 'Registration' }).fill(registration);
  await page.getByRole('textbox', { name: 'Current Mileage' }).fill(mileage);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const detailsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your vehicle details' });

test.describe('purchase steps 1 and 2: the vehicle', () => {
  test('step 1 checks both fields, upper-cases the registration, and goes to the sign-in choice', async ({ page }) => {
    await page.goto('/purchase/vehicle-details');
    await expect(page.getByRole('navigation', { name: 'Quote progress' }).getByText('Vehicle')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const registration = page.getByRole('textbox', { name: 'Registration' });
    const mileage = page.getByRole('textbox', { name: 'Current Mileage' });

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(registration).toHaveAccessibleDescription(/Enter your registration/);
    await expect(mileage).toHaveAccessibleDescription(/Enter your current mileage/);
    await expect(registration).toHaveAttribute('aria-invalid', 'true');
    await expect(registration).toBeFocused();

    await registration.fill('zz99 zzzz');
    await expect(registration).toHaveValue('ZZ99 ZZZZ');
    await mileage.fill('lots');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a valid UK registration, for example AB12 CDE')).toBeVisible();
    await expect(page.getByText('Enter your current mileage as a number')).toBeVisible();
    await expect(registration).toBeFocused();

    await registration.fill('fh13 wnm');
    await expect(registration).toHaveValue('FH13 WNM');
    await mileage.fill('88,400');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/login-method$/);
    expect(await storedVehicle(page)).toMatchObject({ regNumber: 'FH13WNM', milage: 88400, make: '' });
  });

  test('with a session, step 2 shows the vehicle we looked up; Continue keeps it, verified', async ({ page }) => {
    await signIn(page);
    await stepOne(page, 'HG18 LOP', '98600');
    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(detailsHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We found your vehicle' })).toBeVisible();
    const summary = page.locator('dl');
    const rows: [string, string][] = [
      ['Registration', 'HG18LOP'],
      ['Make', 'RENAULT'],
      ['Model', 'TRAFIC'],
      ['Fuel type', 'Diesel'],
      ['Date of first registration', '4 April 2018'],
      ['Engine size', '1,598 cc'],
      ['Drive type', '2WD'],
      ['Power', '118 bhp'],
    ];
    for (const [term, value] of rows) {
      await expect(summary.locator('div', { has: page.getByText(term, { exact: true }) })).toContainText(value);
    }
    const mileage = page.getByRole('textbox', { name: 'Current Mileage' });
    await expect(mileage).toHaveValue('98600');
    await mileage.fill('99100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/purchase\/cover$/);
    expect(await storedVehicle(page)).toEqual({ ...renaultTrafic, milage: 99100 });
  });

  test('a registration the lookup cannot find is typed by hand, field by field', async ({ page }) => {
    await signIn(page);
    await stepOne(page, 'ER19NFD', '30000');
    await expect(detailsHeading(page)).toBeVisible();
    await expect(
      page.getByText("We couldn't fetch your vehicle details. Please enter them manually:", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Registration: ER19NFD')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('30000');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: 'Make' })).toHaveAccessibleDescription('Enter the make');
    await expect(page.getByRole('textbox', { name: 'Make' })).toBeFocused();
    for (const message of [
      'Enter the model',
      'Enter the date of first registration',
      'Enter the engine size in cc',
      'Enter the power in bhp',
      'Choose 2WD or 4x4',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Fuel type' })).toHaveAccessibleDescription('Choose the fuel type');

    await fillTypedOctavia(page, '4x4');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/purchase\/cover$/);
    expect(await storedVehicle(page)).toEqual({
      regNumber: 'ER19NFD',
      milage: 30000,
      make: 'Skoda',
      model: 'Octavia',
      fuelType: 'diesel',
      driveType: '4x4',
      engineSize: 1968,
      bhp: 148,
      registeredDate: '2019-05-20',
      verified: false,
    });
  });

  test('Reset forgets the vehicle and starts again at step 1, empty', async ({ page }) => {
    await signIn(page);
    await stepOne(page, 'FH13WNM', '88400');
    await expect(page.getByRole('heading', { name: 'We found your vehicle' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/purchase\/vehicle-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('');
    expect(await storedVehicle(page)).toMatchObject({ regNumber: '', milage: null, make: '' });
  });

  test('find-registration: make, then its models, then the sign-in choice', async ({ page }) => {
    await page.goto('/purchase/vehicle-details');
    await page.getByRole('link', { name: "I Don't Know My Registration" }).click();
    await expect(page).toHaveURL(/\/purchase\/find-registration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your vehicle');
    const make = page.getByRole('combobox', { name: 'Make' });
    const model = page.getByRole('combobox', { name: 'Model' });
    await expect(model).toBeDisabled();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(make).toHaveAccessibleDescription('Choose a make');
    await expect(make).toBeFocused();
    await expect(page.getByText('Enter your current mileage', { exact: true })).toBeVisible();

    await make.selectOption('Ford');
    await expect(model).toBeEnabled();
    await expect(model.locator('option', { hasText: 'Focus' })).toHaveCount(1);
    await model.selectOption('Focus');
    await page.getByRole('textbox', { name: 'Current Mileage' }).fill('70000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/auth\/login-method$/);
    expect(await storedVehicle(page)).toMatchObject({ regNumber: '', make: 'Ford', model: 'Focus', milage: 70000 });

    await page.goto('/purchase/find-registration');
    await expect(make).toHaveValue('Ford');
    await expect(model).toHaveValue('Focus');
    await page.getByRole('link', { name: 'I Know My Registration' }).click();
    await expect(page).toHaveURL(/\/purchase\/vehicle-details$/);
  });

  test('a make and model chosen without a registration: step 2 asks for it and the rest', async ({ page }) => {
    await signIn(page);
    await page.goto('/purchase/find-registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your vehicle');
    await page.getByRole('combobox', { name: 'Make' }).selectOption('Ford');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('Fiesta');
    await page.getByRole('textbox', { name: 'Current Mileage' }).fill('41000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(detailsHeading(page)).toBeVisible();
    await expect(page.getByText("We couldn't fetch your vehicle details")).toHaveCount(0);
    const registration = page.getByRole('textbox', { name: 'Registration', exact: true });
    await expect(registration).toHaveAccessibleDescription(/You'll find it on your V5C logbook/);
    await expect(page.getByRole('textbox', { name: 'Make' })).toHaveValue('Ford');
    await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue('Fiesta');

    await registration.fill('lc21 xyw');
    await expect(registration).toHaveValue('LC21 XYW');
    await page.getByRole('combobox', { name: 'Fuel type' }).selectOption('Petrol');
    await page.getByLabel('Date of first registration').fill('2021-03-02');
    await page.getByRole('textbox', { name: 'Engine size (cc)' }).fill('999');
    await page.getByRole('textbox', { name: 'Power (bhp)' }).fill('99');
    await page.getByRole('radio', { name: '2WD' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/purchase\/cover$/);
    expect(await storedVehicle(page)).toMatchObject({
      regNumber: 'LC21XYW',
      make: 'Ford',
      model: 'Fiesta',
      milage: 41000,
      verified: false,
    });
  });

  test('step 1 takes its values from the instant price link', async ({ page }) => {
    await page.goto('/purchase/vehicle-details?reg=re24hcv&mileage=9600');
    await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue('RE24HCV');
    await expect(page.getByRole('textbox', { name: 'Current Mileage' })).toHaveValue('9600');
  });

  // Slow since the MOT panel joined step 2, hence the budget below; the vehicle-history spec runs
  // axe on the same steps too.
  test('steps 1 and 2 and find-registration have no accessibility violations', async ({ page }) => {
    // Four pages, each scanned by axe: 17 s on a quiet machine, so room to spare on a busy one.
    test.setTimeout(90_000);
    await page.goto('/purchase/vehicle-details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your registration', { exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/purchase/find-registration');
    await page.getByRole('combobox', { name: 'Make' }).selectOption('Ford');
    await expect(page.getByRole('combobox', { name: 'Model' })).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    await signIn(page);
    await stepOne(page, 'FH13WNM', '88400');
    await expect(page.getByRole('heading', { name: 'We found your vehicle' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await stepOne(page, 'ER19NFD', '30000');
    await expect(page.getByText("We couldn't fetch your vehicle details. Please enter them manually:")).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter the make', { exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
