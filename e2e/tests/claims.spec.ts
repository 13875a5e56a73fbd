import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { emailTo, registerGuestByApi, sessionCookie, signInWithToken, uniqueEmail } from './account-helpers';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';
import { fillEstimateLine, PDF, PNG } from './claim-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, expectNoUuidShown, test } from './fixtures';

/**
 * Claims (DESIGN §8.1) end to end: a claim from breakdown to the garage being paid, walked in the browser by
 * the customer, the garage (through the link e-mailed to it) and the claims team, each step on
 * the customer's timeline; a decline; and a withdrawal. axe-core checks every claims page on the
 * way, the withdrawal's dialog open.
 */

/** The browser's session token (the HttpOnly cookie the server set), to sign the same person in again later. */
const heldToken = async (page: Page) => (await sessionCookie(page))?.value ?? '';

async function customerInForce(page: Page) {
  const customer = await registerGuestByApi(page.request);
  const bought = await buyByApi(page.request, customer.token, 'secure-2000-12');
  await staffSets(page.request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
  return { customer, bought };
}

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page as it stands fits 320 px without a sideways scroll (WCAG 1.4.10), then back to the desktop. */
async function fits320(page: Page) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
}

test.describe('claims', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey, in the desktop project');

  test('customer claims, the garage estimates, staff ask and authorise, the garage invoices, staff pay; the customer sees each step', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { customer, bought } = await customerInForce(page);
    const garageEmail = uniqueEmail('garage');

    // The customer makes a claim from the Claims page.
    await signInWithToken(page, customer.token);
    await page.goto('/dashboard/claims');
    await page.getByRole('link', { name: `Make a claim on ${bought.registration}` }).click();
    await expect(page.getByRole('heading', { name: 'Make a claim', level: 1 })).toBeVisible();
    await noViolations(page);
    await page.getByLabel('What happened').fill('The clutch pedal went to the floor and no gear would engage.');
    await page.getByLabel('Date of the fault').fill(isoDaysFromToday(-2));
    await page.getByLabel('Mileage when it happened').fill('38,500');
    await page.getByLabel('Is the vehicle safe to drive?').selectOption('no');
    await page.getByLabel('Did any warning lights come on?').selectOption('none');
    await page.getByLabel('Garage name').fill('Leeds Motor Services');
    await page.getByLabel('Phone').fill('0113 496 0000');
    await page.getByLabel('Address').fill('12 Kirkstall Road, Leeds');
    await page.getByLabel('Postcode').fill('LS3 1HS');
    await page.getByLabel('Email').fill(garageEmail);
    await page.getByLabel('VAT registration number (optional)').fill('GB 980 7806 84');
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await expect(page).toHaveURL(/\/dashboard\/claims\/[0-9a-f-]{36}$/);
    const claimPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('claim-status')).toHaveText('Awaiting the garage');
    const reference = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Claim ', '') ?? '';
    // What happens next, and by when (issue #36).
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByTestId('next-step')).toContainText(/We contact the garage by \d{1,2} [A-Z][a-z]+ \d{4}/);
    await noViolations(page);
    await fits320(page);
    await expectNoUuidShown(page);

    // The garage opens the link e-mailed to it and sends its estimate.
    const link = /\/garage\/claims\/[A-Za-z0-9_-]+/.exec(
      (await emailTo(page.request, garageEmail, 'claim-garage-link')).text,
    )?.[0];
    await page.goto(link ?? '/garage/claims/missing');
    await expect(page.getByRole('heading', { name: `Warranty claim ${reference}` })).toBeVisible();
    // The cover it repairs within, before it estimates (issue #36): Secure pays labour up to £70 an hour.
    await expect(page.getByRole('heading', { name: 'The cover you are repairing within' })).toBeVisible();
    await expect(page.getByText('Paid up to £70 an hour excluding VAT')).toBeVisible();
    await expect(page.getByTestId('claim-limit-left')).toContainText('£2,000.00 including VAT');
    await expect(page.getByTestId('next-step')).toContainText('Please send us your diagnosis and itemised estimate');
    await noViolations(page);
    await expectNoUuidShown(page);
    await page.getByLabel('Your diagnosis').fill('Clutch release bearing collapsed.');
    await page.getByLabel('Your VAT registration number').fill('GB980780684');
    await fillEstimateLine(page, 0, {
      Description: 'Clutch kit',
      Part: 'Clutch',
      Quantity: '1',
      'Price of one (£)': '300',
    });
    await fillEstimateLine(page, 1, {
      Description: 'Fit clutch',
      'Part the labour is for': 'Clutch',
      Hours: '4',
      'Rate an hour (£)': '80',
    });
    await page.getByRole('button', { name: 'Add a line' }).click();
    await fillEstimateLine(page, 2, {
      Description: 'Front tyre',
      Part: 'Consumable (tyres, brake pads and discs, wipers, bulbs)',
      'Price of one (£)': '90',
    });
    await page.getByRole('button', { name: 'Add a line' }).click();
    await fillEstimateLine(page, 3, { 'Kind of line': 'Diagnosis' });
    await fillEstimateLine(page, 3, { Description: 'Diagnosis', Hours: '1.5', 'Rate an hour (£)': '60' });
    // The running total as the lines go in, with VAT for its VAT number, before our assessment.
    const total = page.getByTestId('estimate-total');
    await expect(total).toHaveAttribute('aria-live', 'polite');
    await expect(total).toContainText('before our assessment: £800.00 excluding VAT, £960.00 with VAT at 20%');
    await expect(total.getByTestId('limit-left')).toHaveText(
      'Within the claim limit left for this claim, £2,000.00 including VAT: £1,040.00 to spare.',
    );
    await noViolations(page);
    await fits320(page);
    await page.getByRole('button', { name: 'Send the estimate' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Estimate received');
    // What it sent stays on its page while the claims team assesses it: £300 + 4 h × £80 + £90 + 1.5 h × £60.
    await expect(page.getByText('your estimate of £800.00 before VAT')).toBeVisible();
    await expect(page.getByTestId('sent-estimate').getByRole('listitem')).toHaveText([
      'Clutch kit: £300.00',
      'Fit clutch: £320.00',
      'Front tyre: £90.00',
      'Diagnosis: £90.00',
    ]);
    // With its estimate as a PDF.
    const garageFiles = page.getByRole('form', { name: 'Send a file' });
    await garageFiles.getByLabel('What is the file?').selectOption({ label: 'Estimate' });
    await garageFiles
      .getByLabel('Choose a photo or PDF')
      .setInputFiles({ name: 'estimate-1042.pdf', mimeType: 'application/pdf', buffer: PDF });
    await garageFiles.getByRole('button', { name: 'Send the file' }).click();
    await expect(page.getByTestId('claim-file')).toHaveText([/Estimate: estimate-1042\.pdf/]);
    await noViolations(page);

    // The claims team asks the customer for information.
    const staff = await newStaff(page.request, 'Claims');
    await staffSignsIn(page, staff.email, '/admin/claims');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin\/claims$/);
    // The queue gives the day our decision is due, and the time frames we keep (issue #36).
    const queueRow = page.getByRole('row').filter({ hasText: reference });
    await expect(queueRow.getByTestId('due-day')).toHaveText(/^(Overdue)?\s*(was due )?\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(queueRow).toContainText('We decide by');
    await expect(page.getByRole('heading', { name: 'Our time frames' })).toBeVisible();
    await expect(page.getByTestId('time-frame-promises').getByRole('listitem')).toHaveCount(3);
    await noViolations(page);
    await fits320(page);
    await page.getByRole('link', { name: `Open claim ${reference}` }).click();
    await expect(page.getByTestId('payable')).toHaveText('£768.00');
    await expect(page.getByTestId('customer-pays')).toHaveText('£192.00');
    await expect(page.getByRole('heading', { name: 'Next step' })).toBeVisible();
    await noViolations(page);
    await fits320(page);
    const staffToken = await heldToken(page);
    const requestForm = page.getByRole('form', { name: 'Request information' });
    await requestForm.getByRole('radio', { name: 'The customer' }).check();
    await requestForm.getByLabel('What you need').fill('Please tell us which warning light came on.');
    await requestForm.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Information requested');

    // The customer answers.
    await signInWithToken(page, customer.token);
    await page.goto(claimPath);
    await expect(page.getByText('The claims team has asked for information')).toBeVisible();
    // A picture that is really a script is refused with the reason; the photo is taken.
    const files = page.getByRole('form', { name: 'Send a file' });
    await files.getByLabel('Choose a photo or PDF').setInputFiles({
      name: 'dashboard.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await files.getByRole('button', { name: 'Send the file' }).click();
    await expect(files.getByRole('alert')).toContainText('Please choose a photo (JPEG, PNG or WebP) or a PDF');
    await noViolations(page);
    await files
      .getByLabel('Choose a photo or PDF')
      .setInputFiles({ name: 'pedal.png', mimeType: 'image/png', buffer: PNG });
    await files.getByRole('button', { name: 'Send the file' }).click();
    await expect(page.getByTestId('claim-file')).toHaveText([/Estimate: estimate-1042\.pdf/, /Photo: pedal\.jpg/]);
    await page.getByLabel('Your answer').fill('No warning light came on; the pedal just dropped.');
    await page.getByRole('button', { name: 'Send my answer' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Estimate received');

    // The claims team authorises what the rules allow.
    await signInWithToken(page, staffToken);
    await page.goto(claimPath.replace('/dashboard/', '/admin/'));
    await expect(page.getByTestId('claim-file')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'MOT history from the DVSA' })).toBeVisible();
    await noViolations(page);
    const authorise = page.getByRole('form', { name: 'Authorise the repair' });
    await expect(authorise.getByLabel(/Amount to authorise/)).toHaveValue('768.00');
    await authorise.getByRole('button', { name: 'Authorise' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');

    // The garage sends its invoice; the claims team marks it paid.
    await page.goto(link ?? '/');
    await expect(page.getByTestId('payable')).toHaveText('£768.00');
    await page.getByLabel('Invoice number').fill('INV-1042');
    await page.getByLabel('Invoice date').fill(isoDaysFromToday(0));
    await page.getByLabel('Total with VAT (£)').fill('960.00');
    await page.getByRole('button', { name: 'Send the invoice' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Invoiced');
    await page.goto(claimPath.replace('/dashboard/', '/admin/'));
    const paid = page.getByRole('form', { name: 'Mark the garage paid' });
    await paid.getByLabel('Payment reference').fill('BACS-77812');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Paid');

    // The customer sees every step, the amount and the letter.
    await signInWithToken(page, customer.token);
    await page.goto(claimPath);
    await expect(page.getByTestId('claim-status')).toHaveText('Paid');
    await expectNoUuidShown(page);
    await expect(page.getByTestId('claim-event').locator('p.font-semibold')).toHaveText([
      'Claim made',
      'Link sent to the garage',
      'Estimate sent by the garage',
      'File added',
      'Information requested',
      'File added',
      'Information sent',
      'Repair authorised',
      'Invoice received',
      'Garage paid',
    ]);
    await expect(page.getByTestId('payable')).toHaveText('£768.00');
    await noViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the letter' }).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a claim the claims team declines: the customer sees the reason and the document the team added', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { customer, bought } = await customerInForce(page);
    const garageEmail = uniqueEmail('garage');
    const made = await page.request.post(`/api/claims/warranty/${bought.warrantyId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        whatHappened: 'The engine stopped after work had already been done by another garage.',
        faultDate: isoDaysFromToday(-3),
        mileage: 38_400,
        safeToDrive: 'no',
        warningLights: 'red',
        garage: {
          name: 'Otley Garage',
          address: '3 Bridge Street, Otley',
          postcode: 'LS21 1BQ',
          phone: '01943 496000',
          email: garageEmail,
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { claim } = (await made.json()) as { claim: { id: string; reference: string } };

    const staff = await newStaff(page.request, 'Decider');
    await staffSignsIn(page, staff.email, `/admin/claims/${claim.id}`);
    await page.getByRole('button', { name: /continue/ }).click();
    // The garage lost its e-mail: a new link goes, and the old one stops working.
    const oldLink = /\/garage\/claims\/[A-Za-z0-9_-]+/.exec(
      (await emailTo(page.request, garageEmail, 'claim-garage-link')).text,
    )?.[0];
    await page
      .getByRole('form', { name: 'Send the garage a new link' })
      .getByRole('button', { name: 'Send a new link' })
      .click();
    await expect(page.getByTestId('claim-event').last()).toContainText('Link sent to the garage');
    // The garage's estimate came by e-mail: the claims team puts it on the claim.
    const staffFiles = page.getByRole('form', { name: 'Send a file' });
    await staffFiles.getByLabel('What is the file?').selectOption({ label: 'Estimate' });
    await staffFiles
      .getByLabel('Choose a photo or PDF')
      .setInputFiles({ name: 'otley-estimate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await staffFiles.getByRole('button', { name: 'Send the file' }).click();
    await expect(page.getByTestId('claim-file')).toHaveText([/Estimate: otley-estimate\.pdf/]);
    await noViolations(page);
    const decline = page.getByRole('form', { name: 'Decline the claim' });
    await decline.getByLabel('Reason').selectOption({ label: 'Work was done before we authorised it' });
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Declined');

    await signInWithToken(page, customer.token);
    await page.goto(`/dashboard/claims/${claim.id}`);
    await expect(page.getByTestId('claim-status')).toHaveText('Declined');
    await expect(page.getByText('We cannot pay this claim: work was done before we authorised it.')).toBeVisible();
    await expect(page.getByTestId('claim-file')).toHaveText([/Estimate: otley-estimate\.pdf.*from the claims team/]);
    await noViolations(page);
    // A claim ends the cooling-off cancellation: the card says so instead of offering it.
    await page.goto('/dashboard/user-dashboard');
    const card = page.getByTestId('warranty-card').filter({ hasText: bought.registration });
    await expect(card.getByText('A claim has been made on this warranty')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
    await page.goto(oldLink ?? '/garage/claims/missing');
    await expect(page.getByText('This link is not valid or the claim is closed.')).toBeVisible();
  });

  test('the customer withdraws a claim through its dialog, which axe-core checks open', async ({ page }) => {
    test.setTimeout(90_000);
    const { customer, bought } = await customerInForce(page);
    const made = await page.request.post(`/api/claims/warranty/${bought.warrantyId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        whatHappened: 'The gearbox whines in third and the car jumps out of gear on the motorway.',
        faultDate: isoDaysFromToday(-1),
        mileage: 38_600,
        safeToDrive: 'not-sure',
        warningLights: 'none',
        garage: {
          name: 'Ripon Autos',
          address: '8 Market Place, Ripon',
          postcode: 'HG4 1BP',
          phone: '01765 496000',
          email: uniqueEmail('garage'),
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { claim } = (await made.json()) as { claim: { id: string; reference: string } };

    await signInWithToken(page, customer.token);
    await page.goto(`/dashboard/claims/${claim.id}`);
    await page.getByRole('button', { name: 'Withdraw the claim' }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw claim ${claim.reference}?` });
    await expect(dialog).toBeVisible();
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Keep the claim' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Withdraw the claim' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw the claim' }).click();
    await expect(page.getByTestId('claim-status')).toHaveText('Withdrawn');
    await expect(page.getByRole('button', { name: 'Withdraw the claim' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Send a file' })).toHaveCount(0);
    await noViolations(page);
  });
});
