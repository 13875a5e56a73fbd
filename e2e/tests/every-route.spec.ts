import type { Page } from '@playwright/test';
import { demoCustomer, signInWithToken } from './account-helpers';
import { focusStop } from './focus-audit';
import { expect, test } from './fixtures';
import {
  authenticationAndDragging,
  clippedText,
  formsOffTheKeyboard,
  sidewaysOverflow,
  smallTargets,
  textSpacingCss,
} from './layout-audit';
import { declaredRoutes, matches, pathsFor, type DeclaredRoute } from './route-table';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * Every route the web app declares, opened as the audience it is for, checked where axe
 * cannot look — reflow at 320 px (1.4.10), focus never wholly hidden and always visible while
 * tabbing at 375×667 and 1280×800 (2.4.11, 2.4.7), nothing clipped under the text-spacing
 * override (1.4.12) or at 200 % text (1.4.4), targets of 24×24 px or spaced (2.5.8), every
 * form reachable and sendable from the keyboard, password and code fields that autofill and take
 * a paste (3.3.8), and nothing to drag (2.5.7). A failure lists each finding by route and element.
 * Desktop project only: the test sets each window size itself.
 */
const sizes = {
  reflow: { width: 320, height: 640 },
  phone: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
} as const;

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Tabs through the page from the top, checking each stop, until the focus comes round again. A
 * date field keeps the focus while Tab moves through its day, month and year: one stop.
 */
async function tabWalk(page: Page, where: string): Promise<string[]> {
  const findings: string[] = [];
  const seen = new Set<string>();
  let previous = '';
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusStop);
    if (!stop) {
      if (seen.size > 0) break;
      continue;
    }
    if (stop.key === previous) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    previous = stop.key;
    if (stop.hiddenBy) findings.push(`focus at ${where}: ${stop.name} is wholly hidden, ${stop.hiddenBy}`);
    if (!stop.indicator) findings.push(`focus at ${where}: ${stop.name} shows no focus indicator`);
  }
  return findings;
}

async function withStyle(page: Page, css: string | null, zoom: string | null) {
  await page.evaluate(
    ({ css, zoom }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css ?? '');
      document.adoptedStyleSheets = css ? [sheet] : [];
      document.documentElement.style.fontSize = zoom ?? '';
    },
    { css, zoom },
  );
}

async function auditPath(page: Page, path: string): Promise<string[]> {
  const findings: string[] = [];
  const add = (check: string, found: string[]) => findings.push(...found.map((f) => `${check}: ${f}`));

  await open(page, path, sizes.reflow);
  add('reflow at 320 px', await page.evaluate(sidewaysOverflow));

  await open(page, path, sizes.phone);
  findings.push(...(await tabWalk(page, '375×667')));
  add('targets at 375 px', await page.evaluate(smallTargets));

  await open(page, path, sizes.desktop);
  findings.push(...(await tabWalk(page, '1280×800')));
  add('keyboard forms', await page.evaluate(formsOffTheKeyboard));
  add('sign-in fields and dragging', await page.evaluate(authenticationAndDragging));
  add('targets at 1280 px', await page.evaluate(smallTargets));
  add('clipped', await page.evaluate(clippedText));
  await withStyle(page, textSpacingCss, null);
  add('clipped under text spacing', await page.evaluate(clippedText));
  await withStyle(page, null, '200%');
  add('clipped at 200% text', await page.evaluate(clippedText));
  await withStyle(page, null, null);
  return [...new Set(findings)].map((finding) => `${path} — ${finding}`);
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

/** Hrefs on a page that match a route pattern (ids of the demo data, found as staff see them). */
async function linksMatching(page: Page, from: string, pattern: string): Promise<string[]> {
  await page.goto(from);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => matches(pattern, href)).slice(0, 1);
}

async function signInAs(page: Page, route: DeclaredRoute): Promise<string[]> {
  if (route.audience === 'customer') {
    const res = await page.request.post('/api/user/login', { data: demoCustomer });
    expect(res.status(), await res.text()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    await signInWithToken(page, token);
    if (route.pattern === '/dashboard/complaints/:id') return [await demoComplaintPath(page, token)];
    if (route.pattern === '/dashboard/transfer/:warrantyId') {
      return linksMatching(page, '/dashboard/user-dashboard', '/dashboard/transfer/:warrantyId');
    }
    if (!route.pattern.startsWith('/dashboard/claims/')) return [];
    const claims = await linksMatching(page, '/dashboard/claims', '/dashboard/claims/:id');
    const newClaim = await linksMatching(page, '/dashboard/claims', '/dashboard/claims/new/:warrantyId');
    return [...claims, ...newClaim];
  }
  if (route.audience === 'staff') {
    const staff = await newStaff(page.request, 'Auditor');
    await staffSignsIn(page, staff.email);
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const customers = await linksMatching(page, '/admin/customers', '/admin/customers/:id');
    const warranties = await linksMatching(page, '/admin', '/admin/warranties/:id');
    const claims = route.pattern.startsWith('/admin/claims/')
      ? await linksMatching(page, '/admin/claims', '/admin/claims/:id')
      : [];
    const complaints = route.pattern.startsWith('/admin/complaints/') ? [await staffComplaintPath(page)] : [];
    return [...customers, ...warranties, ...claims, ...complaints];
  }
  if (route.pattern === '/garage/claims/:token') return [await demoGarageLink(page)];
  return [];
}

/** A complaint about our service recorded for the demo customer by the staff member signed in (the demo data has none). */
async function staffComplaintPath(page: Page): Promise<string> {
  const res = await page.request.post('/api/admin/complaints', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      channel: 'letter',
      email: demoCustomer.email,
      subject: 'service',
      description: 'The renewal letter came after the warranty had ended.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { complaint } = (await res.json()) as { complaint: { id: string } };
  return `/admin/complaints/${complaint.id}`;
}

/** A complaint of the demo customer's, about our service, made for the audit (the demo data has none). */
async function demoComplaintPath(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/complaints', {
    headers: { authorization: `Bearer ${token}` },
    data: { subject: 'service', description: 'The renewal reminder came after my cover had ended.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { complaint } = (await res.json()) as { complaint: { id: string } };
  return `/dashboard/complaints/${complaint.id}`;
}

/** The demo garage's private link, from its e-mail in the outbox (demo data). */
async function demoGarageLink(page: Page): Promise<string> {
  const res = await page.request.get('/__emulators/mail/outbox?to=workshop@harrogate-motors.example');
  const { emails } = (await res.json()) as { emails: { kind: string; text: string }[] };
  const text = emails.find((email) => email.kind === 'claim-garage-link')?.text ?? '';
  return /\/garage\/claims\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '/garage/claims/no-demo-link-found';
}

test.describe('every route, where axe cannot look', () => {
  // One project (desktop): the suite sets each window size itself, and a phone emulation adds nothing.
  test.skip(({ isMobile }) => isMobile, 'run once, in the desktop project');

  test('the route table covers every page of the sitemap', async ({ page }) => {
    for (const path of await sitemapPaths(page)) {
      expect(
        declaredRoutes.some((route) => route.pattern === path || matches(route.pattern, path)),
        path,
      ).toBe(true);
    }
  });

  for (const route of declaredRoutes) {
    test(`${route.pattern} (${route.audience})`, async ({ page }) => {
      const samples = [
        ...(await sitemapPaths(page)),
        ...(await signInAs(page, route)),
        '/password/reset/expired-link-token',
        '/unsubscribe/not-a-real-unsubscribe-token',
        '/transfer/accept/not-a-real-transfer-link-token',
      ];
      const paths = pathsFor(route, samples);
      test.setTimeout(60_000 * paths.length + (route.audience === 'staff' ? 30_000 : 0));
      const findings: string[] = [];
      for (const path of paths) findings.push(...(await auditPath(page, path)));
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
