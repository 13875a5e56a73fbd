import { describe, expect, it } from 'vitest';
import { isAppRoute, isProtectedPath, minimalChromeMarkers, pathContainsAny } from './routes';

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
