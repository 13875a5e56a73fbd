import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { emailTo, registerGuestByApi, signInWithToken } from './account-helpers';
import { customerWithDeclinedClaim, snapshot, staffPost, staffTokenByApi } from './complaint-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, expectNoUuidShown, test } from './fixtures';

/**
 * The customer's complaints (issue #36), on a phone and on a desktop: "I disagree with this
 * decision" on a declined claim, the form, the complaint with its acknowledgement and final-response
 * day, the acknowledgement e-mail, our final response and its letter, the referral to the
 * independent arbiter and its evidence pack, and the arbiter's decision; and a complaint about our
 * service from the dashboard. The complaints team's steps go through the API. axe-core and the
 * 320 px reflow check run on every new page.
 */

async function noViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page as it stands fits 320 px without a sideways scroll (WCAG 1.4.10), then back to its own size. */
async function fits320(page: Page) {
  const own = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(own);
}

/** Every check of a new page: axe, 320 px, no internal id shown, and a picture when asked for. */
async function checkPage(page: Page, name: string) {
  await noViolations(page);
  await fits320(page);
  await expectNoUuidShown(page);
  await snapshot(page, name);
}

/** The downloaded file is a real PDF. */
async function expectPdf(download: Promise<Download>) {
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

const longDate = /\d{1,2} [A-Z][a-z]+ \d{4}/;

test.describe('complaints, as the customer', () => {
  test('I disagree with a declined claim: complaint, acknowledgement, final response, letter, arbiter, evidence pack', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const staffToken = await staffTokenByApi();
    const { customer, bought, claim } = await customerWithDeclinedClaim(page.request, staffToken);

    // The claim page offers the way to disagree once the claim is decided.
    await signInWithToken(page, customer.token);
    await page.goto(`/dashboard/claims/${claim.id}`);
    await expect(page.getByTestId('claim-status')).toHaveText('Declined');
    await expect(page.getByRole('link', { name: 'I disagree with this decision' })).toBeVisible();
    await checkPage(page, 'claim-dispute');
    await page.getByRole('link', { name: 'I disagree with this decision' }).click();

    // The form names the claim and its vehicle.
    await expect(page).toHaveURL(`/dashboard/complaints/new?claim=${claim.id}`);
    await expect(page.getByRole('heading', { name: 'Make a complaint', level: 1 })).toBeVisible();
    await expect(page.getByTestId('disputed-claim')).toContainText(`Claim ${claim.reference}`);
    await expect(page.getByTestId('disputed-claim')).toContainText(bought.registration);
    await checkPage(page, 'complaint-form-claim');
    // Nothing written: the schema's own message, on the field, which takes the focus.
    await page.getByRole('button', { name: 'Send my complaint' }).click();
    const field = page.getByRole('textbox', { name: 'Your complaint' });
    await expect(
      page.getByText('Tell us what went wrong and what you would like us to do', { exact: true }),
    ).toBeVisible();
    await expect(field).toBeFocused();
    await expect(page.getByTestId('characters-left')).toHaveText('4,000 characters left');
    const words = 'The turbo failed because the garage fitted the wrong oil, not through wear.\nPlease pay the claim.';
    await field.fill(words);
    await expect(page.getByTestId('characters-left')).toHaveText('3,903 characters left');
    await noViolations(page);
    await page.getByRole('button', { name: 'Send my complaint' }).click();

    // The complaint: its reference, the acknowledgement and the final-response day.
    await expect(page).toHaveURL(/\/dashboard\/complaints\/[0-9a-f-]{36}$/);
    const complaintPath = new URL(page.url()).pathname;
    const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
    expect(reference).toMatch(/^KP-\d{2}-\d{7}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Complaint ${reference}`);
    const made = page.getByTestId('complaint-made');
    await expect(made).toContainText(`we have your complaint ${reference} and have e-mailed you an acknowledgement`);
    await expect(made).toContainText(new RegExp(`final response by ${longDate.source}`));
    await expect(page.getByTestId('acknowledged')).toHaveText(new RegExp(`^By e-mail on ${longDate.source}$`));
    await expect(page.getByTestId('final-response-due')).toContainText(new RegExp(`^by ${longDate.source}`));
    await expect(page.getByTestId('complaint-status')).toHaveText('Open: we are looking into it');
    await expect(page.getByRole('link', { name: claim.reference })).toHaveAttribute(
      'href',
      `/dashboard/claims/${claim.id}`,
    );
    await expect(page.getByTestId('arbiter-eligibility')).toContainText('once we have given our final response');
    await expect(page.getByRole('button', { name: 'Refer to the independent arbiter' })).toHaveCount(0);
    await expect(page.getByTestId('complaint-event').locator('p.font-semibold')).toHaveText([
      'Complaint received',
      'Acknowledged by e-mail',
    ]);
    await checkPage(page, 'complaint-open');
    const complaintId = complaintPath.split('/').at(-1) ?? '';

    // The acknowledgement is in the outbox, with the reference and the claim.
    const ack = await emailTo(page.request, customer.user.email, 'complaint-acknowledged');
    expect(ack.text).toContain(reference);
    expect(ack.text).toContain(claim.reference);

    // The claim page now leads to the complaint instead of a second one.
    await page.goto(`/dashboard/claims/${claim.id}`);
    await expect(page.getByRole('link', { name: `View your complaint ${reference}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'I disagree with this decision' })).toHaveCount(0);
    await noViolations(page);

    // The complaints team gives its final response.
    await staffPost(page.request, staffToken, `/api/admin/complaints/${complaintId}/final-response`, {
      outcome: 'not-upheld',
      reasons: 'The oil analysis shows the bearings wore over many thousands of miles.',
    });
    await page.goto(complaintPath);
    await expect(page.getByTestId('complaint-outcome')).toHaveText('Not upheld');
    await expect(page.getByText('The oil analysis shows the bearings wore')).toBeVisible();
    await expect(page.getByTestId('complaint-status')).toHaveText('Final response given');
    await expect(page.getByTestId('arbiter-eligibility')).toContainText(
      'You can refer this dispute to the independent arbiter until',
    );
    const letter = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download our final response (PDF)' }).click();
    await expectPdf(letter);
    await checkPage(page, 'complaint-responded');

    // The customer refers the dispute to the arbiter, confirming first.
    await page.getByRole('button', { name: 'Refer to the independent arbiter' }).click();
    const dialog = page.getByRole('dialog', { name: `Refer complaint ${reference} to the independent arbiter?` });
    await expect(dialog).toBeVisible();
    await noViolations(page);
    await snapshot(page, 'refer-dialog');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Refer to the independent arbiter' }).click();
    await dialog.getByRole('button', { name: 'Refer to the arbiter' }).click();
    await expect(page.getByTestId('referral')).toHaveText(
      new RegExp(`^You referred this dispute to the independent arbiter on ${longDate.source}\\.$`),
    );
    await expect(page.getByTestId('complaint-status')).toHaveText('With the independent arbiter');
    await expect(page.getByRole('heading', { name: 'The independent arbiter' })).toBeFocused();
    const pack = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the evidence pack (PDF)' }).click();
    await expectPdf(pack);
    await checkPage(page, 'complaint-referred');

    // The arbiter decides for the customer; the page shows it.
    await staffPost(page.request, staffToken, `/api/admin/complaints/${complaintId}/arbiter-decision`, {
      decision: 'for-customer',
      note: 'The garage used the oil the maker specifies; the turbo failure is covered.',
      amount: 84_000,
    });
    await page.goto(complaintPath);
    const decision = page.getByTestId('arbiter-decision');
    await expect(decision).toContainText('For the customer');
    await expect(decision).toContainText('£840.00');
    await expect(decision).toContainText('the turbo failure is covered');
    await expect(page.getByTestId('complaint-status')).toHaveText('Decided by the independent arbiter');
    // What the claims team must now do is theirs to read, not the customer's.
    await expect(page.getByText(/reopen claim/)).toHaveCount(0);
    await checkPage(page, 'complaint-decided');

    // The Complaints page lists it.
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Complaints' }).click();
    await expect(page.getByTestId('complaint-item')).toHaveCount(1);
    await expect(page.getByTestId('complaint-item')).toContainText(`A claim decision (claim ${claim.reference})`);
    await checkPage(page, 'complaints-list');
  });

  test('a complaint about our service, from the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await registerGuestByApi(page.request);
    await signInWithToken(page, customer.token);

    // The Complaints page with none yet.
    await page.goto('/dashboard/complaints');
    await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
    await expect(page.getByText('You have not made a complaint.')).toBeVisible();
    await checkPage(page, 'complaints-empty');

    await page.goto('/dashboard/user-dashboard');
    await expect(page.getByRole('heading', { name: 'Something not right?' })).toBeVisible();
    await snapshot(page, 'dashboard');
    await page
      .getByRole('region', { name: 'Something not right?' })
      .getByRole('link', { name: 'Make a complaint' })
      .click();
    await expect(page).toHaveURL('/dashboard/complaints/new');
    await expect(page.getByRole('heading', { name: 'About our service' })).toBeVisible();
    await checkPage(page, 'complaint-form-service');
    await page
      .getByRole('textbox', { name: 'Your complaint' })
      .fill('Your phone line kept me on hold for forty minutes twice this week.');
    await page.getByRole('button', { name: 'Send my complaint' }).click();

    await expect(page).toHaveURL(/\/dashboard\/complaints\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('complaint-made')).toContainText('e-mailed you an acknowledgement');
    await expect(page.getByTestId('final-response-due')).toContainText(new RegExp(`^by ${longDate.source}`));
    await expect(page.getByText('Our service', { exact: true })).toBeVisible();
    // No arbiter for a complaint about our service.
    await expect(page.getByRole('heading', { name: 'The independent arbiter' })).toHaveCount(0);
    await checkPage(page, 'complaint-service');
    const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
    expect((await emailTo(page.request, customer.user.email, 'complaint-acknowledged')).text).toContain(reference);
  });
});
