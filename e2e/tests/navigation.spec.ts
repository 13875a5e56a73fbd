import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A menu's opener: the <summary> of its <details> (they open before the script arrives, docs/decisions/0007). */
const menu = (page: Page, name: string) => page.locator('summary').filter({ hasText: name });
/** The menu's <details> when it is open (none when closed). */
const opened = (summary: Locator) => summary.locator('xpath=parent::details[@open]');

test.describe('buttons go where the spec says', () => {
  test('landing page buttons', async ({ page, isMobile }) => {
    await page.goto('/car-warranty');
    await expect(page.getByRole('link', { name: 'Find Your Warranty' })).toHaveAttribute(
      'href',
      '/purchase/vehicle-details',
    );
    await expect(page.getByRole('link', { name: 'Find out more', exact: true })).toHaveAttribute(
      'href',
      '/purchase/vehicle-details',
    );
    await expect(page.getByRole('link', { name: 'Get a Quote Now' })).toHaveAttribute(
      'href',
      '/purchase/vehicle-details',
    );
    await expect(page.getByRole('link', { name: /Cover levels/ }).first()).toHaveAttribute('href', '/car-cover-levels');
    await expect(page.getByRole('link', { name: /Warranties explained/ }).first()).toHaveAttribute(
      'href',
      '/car-extended-warranty',
    );
    await expect(page.getByRole('link', { name: /Get in touch/ }).first()).toHaveAttribute('href', '/contact-us');
    const whatsapp = page.getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    const expert = page.getByRole('link', { name: 'Speak to an expert' });
    if (isMobile) await expect(expert).toHaveAttribute('href', /^tel:/);
    else await expect(expert).toHaveAttribute('href', '/contact-us');
  });

  test('every Start a quote goes to step 1', async ({ page }) => {
    await page.goto('/van-warranty');
    const quotes = page.getByRole('link', { name: 'Start a quote' });
    expect(await quotes.count()).toBeGreaterThan(0);
    for (const link of await quotes.all()) await expect(link).toHaveAttribute('href', '/purchase/vehicle-details');
  });

  test('the contact buttons stick to the bottom after 50 px of scroll', async ({ page }) => {
    await page.goto('/car-warranty');
    const buttons = page.getByTestId('contact-buttons');
    await expect(buttons).toHaveAttribute('data-stuck', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(buttons).toHaveAttribute('data-stuck', 'false');
    // The page may still be hydrating: scroll again until its listener has seen a scroll.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(buttons).toHaveAttribute('data-stuck', 'true', { timeout: 1000 });
    }).toPass();
    await expect(buttons).toHaveCSS('position', 'fixed');
    const box = await buttons.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  });
});

test.describe('menus', () => {
  test('the mega-menus open, switch tabs, close on selection, outside click and Escape', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mega-menus are the desktop navigation');
    await page.goto('/');
    const warranties = menu(page, 'Our Warranties');
    await warranties.click();
    await expect(opened(warranties)).toHaveCount(1);
    await page.getByRole('tab', { name: 'Van warranty' }).click();
    await page.getByRole('link', { name: 'Van cover levels' }).click();
    await expect(page).toHaveURL(/\/van-cover-levels$/);
    await expect(opened(warranties)).toHaveCount(0);

    const existing = menu(page, 'Existing Customer');
    await existing.click();
    await expect(page.getByRole('link', { name: 'Renew your warranty' })).toHaveAttribute('href', '/renewal');
    await page.mouse.click(10, 500);
    await expect(opened(existing)).toHaveCount(0);

    const what = menu(page, 'What is Warranty');
    await what.focus();
    await page.keyboard.press('Enter');
    await expect(opened(what)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(opened(what)).toHaveCount(0);
    await expect(what).toBeFocused();
  });

  test('the mobile menu opens and closes on selection', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone navigation');
    await page.goto('/');
    await menu(page, 'Menu').click();
    await page.getByRole('link', { name: 'Warranty tips' }).click();
    await expect(page).toHaveURL(/\/warranty-tips$/);
    await expect(opened(menu(page, 'Menu'))).toHaveCount(0);
  });

  test('mega-menus, promo banner and footer hide where the spec says', async ({ page, isMobile }) => {
    test.skip(isMobile, 'checked once');
    await page.goto('/purchase/vehicle-details');
    await expect(menu(page, 'Our Warranties')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Offer' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/auth/login-method');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/faq');
    await expect(menu(page, 'Our Warranties')).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Offer' }).getByRole('link', { name: 'Get a Quote Now' }),
    ).toBeVisible();
  });
});
