import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type Download, type Page } from '@playwright/test';
import { arbiterDecisionLabels } from '@kestrel/domain/complaints/complaint-rules';
import { emailTo, registerGuestByApi, uniqueEmail } from './account-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, expectNoUuidShown, test } from './fixtures';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * The complaints team's side of a complaint (docs/complaints.md, issue #36) in the browser: a
 * customer rings about a declined claim; a staff member records the complaint, finds it in the
 * queue, takes it, notes it, gives a final response (partly upheld, with a payment) and downloads
 * the letter; the customer refers the dispute to the independent arbiter (through the API, as
 * their own page would); staff record the arbiter's decision. axe-core checks each page with its
 * forms open, and each page fits 320 px.
 */

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

/** With COMPLAINTS_SCREENSHOTS set, the page as it stands, for a person to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.COMPLAINTS_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

async function isPdf(download: Promise<Download>) {
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

/** A customer whose claim the claims team declined, made through the API. */
async function customerWithDeclinedClaim(page: Page) {
  const customer = await registerGuestByApi(page.request);
  const bought = await buyByApi(page.request, customer.token, 'secure-2000-12');
  await staffSets(page.request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
  const made = await page.request.post(`/api/claims/warranty/${bought.warrantyId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      whatHappened: 'The gearbox whines in third and the car jumps out of gear on the motorway.',
      faultDate: isoDaysFromToday(-3),
      mileage: 38_400,
      safeToDrive: 'no',
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
  return { customer, claim };
}

/** The customer's own call, with their session and nothing of the staff member's browser. */
async function customerRefers(token: string, complaintId: string) {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const res = await api.post(`/api/complaints/${complaintId}/refer`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('the complaints team', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey, in the desktop project; each page is checked at 320 px');

  test('records a phone complaint about a claim decision and works it to the arbiter', async ({ page }) => {
    test.setTimeout(180_000);
    const { customer, claim } = await customerWithDeclinedClaim(page);
    const staff = await newStaff(page.request, 'Complaints');
    await staffSignsIn(page, staff.email, '/admin/complaints');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin\/complaints$/);
    // Declined as the claims team would from its page (the staff session's cookie, our own origin).
    const declined = await page.request.post(`/api/admin/claims/${claim.id}/decline`, {
      headers: { origin: new URL(page.url()).origin },
      data: { reason: 'work-before-authorisation' },
    });
    expect(declined.status(), await declined.text()).toBe(200);

    // The queue, reached from the back office's navigation beside Claims.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Complaints' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
    await noViolations(page);
    await fits320(page);

    // The customer rang: the complaint is recorded for their account and claim.
    await page.getByRole('button', { name: 'Record a complaint' }).click();
    const form = page.getByRole('form', { name: 'Record a complaint' });
    await expect(form.getByRole('heading', { name: 'Record a complaint' })).toBeFocused();
    await form.getByRole('radio', { name: 'A claim decision' }).check();
    await noViolations(page);
    await fits320(page);
    await shot(page, 'queue-record-form');
    await form.getByRole('button', { name: 'Record the complaint' }).click();
    await expect(form.getByText('Enter your email address')).toBeVisible();
    await expect(form.getByText('Choose how the complaint came: phone, e-mail or letter')).toBeVisible();
    await form.getByLabel("Customer's account e-mail").fill(customer.user.email);
    await form.getByRole('radio', { name: 'By phone' }).check();
    await form.getByLabel('Claim number').fill(claim.reference.toLowerCase().replace(/-/g, ' '));
    await form
      .getByLabel('What the customer says')
      .fill('The claim was declined for work before authorisation, but the garage rang us first. Please review it.');
    await form.getByRole('button', { name: 'Record the complaint' }).click();
    await expect(page).toHaveURL(/\/admin\/complaints\/[0-9a-f-]{36}$/);
    const complaintId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Complaint KP-\d{2}-\d{7}$/);
    const reference = (await heading.textContent())?.replace('Complaint ', '') ?? '';
    await expect(page.getByTestId('complaint-status')).toHaveText('Open: we are looking into it');
    await expect(page.getByRole('link', { name: `claim ${claim.reference}` })).toHaveAttribute(
      'href',
      `/admin/claims/${claim.id}`,
    );
    await expect(page.getByRole('link', { name: 'Sam Guest' })).toHaveAttribute('href', /\/admin\/customers\//);
    await expect(page.getByText('By phone', { exact: true })).toBeVisible();
    await expect(page.getByTestId('final-response-due')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect((await emailTo(page.request, customer.user.email, 'complaint-acknowledged')).text).toContain(reference);

    // A letter read late: received 60 days ago, so its 8 weeks have passed, and the queue says so in words.
    const late = await page.request.post('/api/admin/complaints', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        channel: 'letter',
        email: customer.user.email,
        subject: 'service',
        receivedOn: isoDaysFromToday(-60),
        description: 'Nobody answered my letter about the renewal price.',
      },
    });
    expect(late.status(), await late.text()).toBe(201);
    const lateReference = ((await late.json()) as { complaint: { reference: string } }).complaint.reference;

    // In the queue, handled by the one who recorded it; the overdue one first.
    await page.goto('/admin/complaints?status=open');
    await expect(
      page.getByTestId('complaint-row').filter({ hasText: lateReference }).getByTestId('final-response-due'),
    ).toHaveText(/^Overdue\s*was due \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const row = page.getByTestId('complaint-row').filter({ hasText: reference });
    await expect(row).toContainText('Sam Guest');
    await expect(row).toContainText(`A claim decision, claim ${claim.reference}`);
    await expect(row).toContainText(staff.name);
    await row.getByRole('link', { name: `Open complaint ${reference}` }).click();
    await expect(heading).toHaveText(`Complaint ${reference}`);

    // Taken, and noted for the team.
    await page
      .getByRole('form', { name: 'Handle this complaint' })
      .getByRole('button', { name: 'Assign to me' })
      .click();
    await expect(page.getByTestId('complaint-event').last()).toContainText('Handler assigned');
    await expect(page.getByTestId('complaint-event').last()).toContainText(`Handled by ${staff.name}.`);
    const note = page.getByRole('form', { name: 'Add a note' });
    await note.getByLabel('Note').fill('Garage confirms it rang on the day; call log attached to the claim.');
    await note.getByRole('button', { name: 'Add the note' }).click();
    await expect(page.getByTestId('complaint-event').last()).toContainText('For the complaints team only');
    await expect(page.getByTestId('complaint-event').last()).toContainText('Garage confirms it rang on the day');
    await expect(note.getByLabel('Note')).toHaveValue('');

    // Our final response: not upheld carries no redress; partly upheld with a payment.
    const respond = page.getByRole('form', { name: 'Give our final response' });
    await respond.getByRole('radio', { name: 'Not upheld' }).check();
    await expect(respond.getByTestId('no-redress')).toBeVisible();
    await expect(respond.getByLabel('Payment to the customer, if any (£)')).toHaveCount(0);
    await respond.getByRole('radio', { name: 'Partly upheld' }).check();
    await respond.getByLabel('Reasons').fill('The garage did ring, but the repair went beyond what it described.');
    await respond.getByLabel('What we put right (optional)').fill('A goodwill payment for the delay.');
    await respond.getByLabel('Payment to the customer, if any (£)').fill('50');
    await noViolations(page);
    await fits320(page);
    await shot(page, 'complaint-open');
    await respond.getByRole('button', { name: 'Send the final response' }).click();
    await expect(page.getByTestId('complaint-status')).toHaveText('Final response given');
    await expect(page.getByTestId('complaint-outcome')).toHaveText('Partly upheld');
    await expect(page.getByText('£50.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Give our final response' })).toHaveCount(0);
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the final response letter' }).click();
    await isPdf(download);
    await emailTo(page.request, customer.user.email, 'complaint-final-response');

    // The customer refers the dispute; staff record the arbiter's decision for us.
    await customerRefers(customer.token, complaintId);
    await page.reload();
    await expect(page.getByTestId('complaint-status')).toHaveText('With the independent arbiter');
    const decide = page.getByRole('form', { name: "Record the arbiter's decision" });
    await decide.getByRole('radio', { name: 'For the customer' }).check();
    await expect(decide.getByLabel('Amount we pay on the claim, VAT included (£)')).toBeVisible();
    await noViolations(page);
    await fits320(page);
    await decide.getByRole('radio', { name: arbiterDecisionLabels['for-us'] }).check();
    await expect(decide.getByLabel('Amount we pay on the claim, VAT included (£)')).toHaveCount(0);
    await decide
      .getByLabel("The arbiter's decision in brief")
      .fill('The decline stands: the work began before we agreed it.');
    await decide.getByRole('button', { name: 'Record the decision' }).click();
    await expect(page.getByTestId('complaint-status')).toHaveText('Decided by the independent arbiter');
    await expect(page.getByTestId('arbiter-decision')).toHaveText(arbiterDecisionLabels['for-us']);
    await expect(page.getByText('Nothing to do: the arbiter has decided.')).toBeVisible();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the evidence pack' }).click();
    await isPdf(download);
    await noViolations(page);
    await fits320(page);
    await expectNoUuidShown(page);
    await shot(page, 'complaint-decided');

    // The queue's filter finds it among the decided.
    await page.goto('/admin/complaints');
    await page.getByLabel('Status').selectOption({ label: 'Decided by the independent arbiter' });
    await expect(page).toHaveURL(/status=arbiter-decided/);
    await expect(page.getByTestId('complaint-row').filter({ hasText: reference })).toBeVisible();
    await shot(page, 'queue');
  });
});
