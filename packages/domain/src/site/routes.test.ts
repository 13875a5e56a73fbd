import { describe, expect, it } from 'vitest';
import {
  appFramePathFor,
  appFramePaths,
  isAppRoute,
  isProtectedPath,
  minimalChromeMarkers,
  pathContainsAny,
} from './routes';

describe('isAppRoute', () => {
  it.each([
    ['/login', true],
    ['/auth/login', true],
    ['/password/reset/abc123', true],
    ['/password/reset/abc123/', true],
    ['/dashboard/user-dashboard', true],
    ['/password/reset', false],
    ['/password/reset/a/b', false],
    ['/dashboard/nope', false],
    ['/admin/warranties/0b7d…', true],
    ['/admin/nope', false],
    ['/faq', false],
    ['/login.php', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppRoute(path)).toBe(expected);
  });
});

describe('isProtectedPath', () => {
  it.each([
    ['/purchase/details', true],
    ['/purchase/warranty-suggestion', true],
    ['/dashboard/profile', true],
    ['/admin', true],
    ['/admin/warranties', true],
    ['/admin/login', false],
    ['/administrator', false],
    ['/purchase/vehicle-details', false],
    ['/purchase/find-registration', false],
    ['/auth/login', false],
  ])('%s → %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('minimal chrome', () => {
  it.each([
    ['/dashboard/profile', true],
    ['/purchase/cover', true],
    ['/auth/login-method', true],
    ['/login', true],
    ['/admin/warranties/1', true],
    ['/car-warranty', false],
    ['/', false],
  ])('%s hides the mega-menus: %s', (path, expected) => {
    expect(pathContainsAny(path, minimalChromeMarkers)).toBe(expected);
  });
});

describe('app frames (docs/decisions/0008)', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/', '/admin'],
    ['/dashboard/claims', '/dashboard/claims'],
    ['/dashboard/claims/4d1c', '/dashboard/claims/_'],
    ['/dashboard/claims/new/4d1c', '/dashboard/claims/new/_'],
    ['/dashboard/complaints/new', '/dashboard/complaints/new'],
    ['/dashboard/complaints/4d1c', '/dashboard/complaints/_'],
    ['/admin/warranties/4d1c', '/admin/warranties/_'],
    ['/purchase/vehicle-details', '/purchase/vehicle-details'],
    // Open pages with a secret in the address keep the SPA shell: their page would show it.
    ['/password/reset/abc123', null],
    ['/garage/claims/abc123', null],
    ['/unsubscribe/abc123', null],
    ['/faq', null],
    ['/nothing', null],
  ])('%s is answered by the frame %s', (path, frame) => {
    expect(appFramePathFor(path)).toBe(frame);
  });

  it('prerenders a frame for the signed-in pages and the two open purchase steps only', () => {
    expect(appFramePaths).toContain('/purchase/cover');
    expect(appFramePaths).toContain('/purchase/find-registration');
    // Rendered from the address or the day, which a build cannot know.
    for (const path of ['/admin/login', '/key-facts', '/login', '/auth/reg-as-guest']) {
      expect(appFramePaths).not.toContain(path);
      expect(appFramePathFor(path)).toBeNull();
    }
    expect(appFramePaths.filter((path) => path.includes('_')).every((path) => isProtectedPath(path))).toBe(true);
  });
});
