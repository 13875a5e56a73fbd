import type { APIRequestContext } from '@playwright/test';
import { publicPaths } from '@kestrel/domain/site/routes';
import { accessibilityViolations, expect, test } from './fixtures';

const BLOG_POST_COUNT = 14;

async function blogPostPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

test.describe('every public page', () => {
  for (const path of publicPaths) {
    test(`${path} reads without JavaScript, has no console error and no WCAG 2.2 AA violation`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      expect(h1, 'an h1 in the prerendered HTML').toBeTruthy();
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<link rel="canonical"');

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('every blog post opens from /blog, reads without JavaScript and is in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    const links = page.locator('main h2 a');
    await expect(links).toHaveCount(BLOG_POST_COUNT);
    const fromList = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort();
    expect(fromList).toEqual((await blogPostPaths(request)).sort());
    for (const path of fromList) {
      const res = await request.get(path ?? '');
      expect(res.status(), path ?? '').toBe(200);
      const html = await res.text();
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toMatch(/<img[^>]+src="\/blog\/images\/[a-z0-9-]+\.svg"/);
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test('the FAQ holds 19 warranty and 12 repair questions, with FAQPage data', async ({ page, request }) => {
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('"@type":"FAQPage"');
  await page.goto('/faq');
  await expect(page.locator('#warranty-faq-title + div details')).toHaveCount(19);
  await expect(page.locator('#repair-faq-title + div details')).toHaveCount(12);
  const first = page.getByRole('main').locator('details summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').locator('details').first()).toHaveAttribute('open', '');
  await expect(page.getByRole('heading', { name: 'Want to know more?' })).toBeVisible();
});

test('the sitemap lists every public page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of publicPaths) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`);
  expect(await blogPostPaths(request)).toHaveLength(BLOG_POST_COUNT);
  expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
});

test('cover levels show three plan cards and the comparison from the catalogue', async ({ page }) => {
  await page.goto('/van-cover-levels');
  for (const [name, line] of [
    ['Safe', 'Any age and any mileage'],
    ['Secure', 'Up to 10 years old and 100,000 miles'],
    ['Supreme', 'Up to 7 years old and 70,000 miles'],
  ] as const) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(line, { exact: true }).first()).toBeVisible();
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Wear and tear/ })).toContainText('Up to 85,000 miles');
  await expect(table.getByRole('row', { name: /Flywheel/ })).toContainText('£500');
  await expect(table.getByRole('row', { name: /Flywheel/ })).toContainText('£1,000');
  // How a claim is paid, told before the sale (issue #36): the labour cap of each level, VAT, excess.
  const labour = table.getByRole('row', { name: /^Labour/ });
  for (const cap of ['Up to £50 an hour', 'Up to £70 an hour', 'Up to £90 an hour'])
    await expect(labour).toContainText(cap);
  await expect(table.getByRole('row', { name: /^VAT/ })).toContainText('20% added for VAT-registered garages');
  await expect(table.getByRole('row', { name: /^Car hire/ })).toContainText('Up to 5 days at £35 a day');
});
