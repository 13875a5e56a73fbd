import type { APIRequestContext } from '@playwright/test';
import { emailTo, registerGuestByApi, uniqueEmail } from './account-helpers';
import { claimByApi, claimRequestBody, customerInForce, fillEstimateLine } from './claim-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, test } from './fixtures';
import { buyByApi, isoDaysFromToday, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * Automatic decisions (DESIGN §9.2, issue #37) in the browser: an estimate that fits the rules is
 * authorised the moment the garage sends it, with no staff action; one with a part the catalogue
 * does not list waits in the queue, the reason shown on the staff page. The rules authorise only
 * without a risk signal, so the first claim is on a vehicle with a clean DVSA record (AA19AAA, a
 * 2019 car of the emulator's, bought once per run), cover older than 30 days, and a garage seen
 * on the customer's earlier claim (made and withdrawn first).
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function claimAt(request: APIRequestContext, token: string, warrantyId: string, garageEmail: string) {
  const res = await request.post(`/api/claims/warranty/${warrantyId}`, {
    headers: bearer(token),
    data: claimRequestBody(garageEmail, 39_000),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { claim: { id: string; reference: string } }).claim;
}

test.describe('automatic decisions', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey, in the desktop project');

  test('a garage sends an estimate that fits the rules and sees it authorised without any staff action', async ({
    page,
  }) => {
    const customer = await registerGuestByApi(page.request);
    const bought = await buyByApi(page.request, customer.token, 'secure-2000-12', 'AA19AAA', 38_000);
    await staffSets(page.request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-60) });
    const garageEmail = uniqueEmail('garage');
    const earlier = await claimAt(page.request, customer.token, bought.warrantyId, garageEmail);
    const withdrawn = await page.request.post(`/api/claims/my-claims/${earlier.id}/withdraw`, {
      headers: bearer(customer.token),
      data: {},
    });
    expect(withdrawn.status()).toBe(200);
    const claim = await claimAt(page.request, customer.token, bought.warrantyId, garageEmail);

    const links = [
      ...(await emailTo(page.request, garageEmail, 'claim-garage-link')).text.matchAll(
        /\/garage\/claims\/[A-Za-z0-9_-]+/g,
      ),
    ];
    await page.goto(links.at(-1)?.[0] ?? '/garage/claims/missing');
    await expect(page.getByRole('heading', { name: `Warranty claim ${claim.reference}` })).toBeVisible();
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
      'Rate an hour (£)': '60',
    });
    await page.getByRole('button', { name: 'Send the estimate' }).click();

    // Decided at once: £300 + 4 h × £60 = £540, with VAT £648, by the rules, not by a person.
    await expect(page.getByTestId('claim-status')).toHaveText('Authorised');
    const authorised = page.getByTestId('claim-event').filter({ hasText: 'Repair authorised' });
    await expect(authorised).toContainText('Kestrel Warranties (automatic)');
    await expect(page.getByText('£648.00').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect((await emailTo(page.request, garageEmail, 'claim-authorised')).text).toContain('£648.00');
  });

  test('an estimate with a part the catalogue does not list goes to the queue, the reason on the staff page', async ({
    page,
  }) => {
    const { customer, bought } = await customerInForce(page.request);
    const { claim, garageLink } = await claimByApi(page.request, customer.token, bought.warrantyId);
    const sent = await page.request.post(`/api${garageLink}/estimate`, {
      data: {
        diagnosis: 'Clutch slave cylinder leaking.',
        vatNumber: 'GB980780684',
        lines: [
          {
            kind: 'part',
            description: 'Clutch slave cylinder',
            part: 'not-listed',
            cause: 'sudden-failure',
            quantity: 1,
            unitPrice: 8_000,
          },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const staff = await newStaff(page.request);
    await staffSignsIn(page, staff.email, '/admin/claims?status=estimate-received');
    await page.goto('/admin/claims?status=estimate-received');
    const row = page.getByRole('row').filter({ hasText: claim.reference });
    const reason =
      'Line 1, "Clutch slave cylinder", is a part the catalogue does not list: a person checks its cover and price.';
    await expect(row).toContainText(reason);
    expect(await accessibilityViolations(page)).toEqual([]);
    await row.getByRole('link', { name: /^Open/ }).click();
    const why = page.getByTestId('automatic-decision');
    await expect(why.getByRole('heading', { name: 'Why a person decides' })).toBeVisible();
    await expect(why).toContainText(reason);
    await expect(page.getByTestId('claim-status')).toHaveText('Estimate received');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(why).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
