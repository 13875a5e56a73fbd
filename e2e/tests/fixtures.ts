import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs a console error or throws, so a broken hydration, a CSP
 * violation or a failed request cannot hide behind a passing assertion.
 */
const EXPECTED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A blocked eval or inline script is not always logged as an error: report every CSP violation.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
        });
      });
      page.on('console', (message) => {
        // The browser logs every 4xx answer; the app handles those (a 404 page, a "not found" message).
        if (message.type() === 'error' && !EXPECTED_4XX.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A prerendered page hydrates on the first input (a mouse move here) or when idle after load
 * (docs/decisions/0007): this waits until React answers, for a test of what the script adds
 * (typing normalised as it goes, the stale session cleared, the scripts themselves). What works
 * before it is proven with JavaScript off (no-js.spec.ts).
 */
export async function hydrated(page: Page) {
  if ((await page.locator('script[data-entry]').count()) > 0) {
    await page.mouse.move(1, 1);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  }
}

/** WCAG 2.2 AA violations found by axe-core on the current page. */
export async function accessibilityViolations(page: Page) {
  // Hydrated first, so the sections that fade in on scroll are set up.
  await hydrated(page);
  // Scroll through the page so every section that fades in on scroll has appeared.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // On a busy machine a quick scroll can pass a section before its observer fires: visit those.
    for (const pending of document.querySelectorAll('.reveal-pending')) {
      pending.scrollIntoView();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('.reveal-pending')).toHaveCount(0);
  await page.waitForTimeout(700);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Wide tables scroll inside their own region: the page itself never scrolls sideways (phones). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth, offenders } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      // What sticks out, to say why when it fails.
      offenders: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
    };
  });
  expect(scrollWidth, offenders.join('\n')).toBeLessThanOrEqual(clientWidth);
}

/** Our internal ids look like this; a customer never reads one (they get references: `KW-26-0042137`). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** No text on the page as the customer sees it (and no accessible name) shows a UUID. */
export async function expectNoUuidShown(page: Page) {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[alt]')].map((element) =>
      ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  expect(shown.match(UUID)?.[0] ?? null, 'a UUID is shown on the page').toBeNull();
}
