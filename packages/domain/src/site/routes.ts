/**
 * The site map of spec §2 (with the routes DESIGN §2 names). The web router declares a module
 * for each path; the server uses this list to tell a client-rendered app route (answered with
 * the SPA shell) from an unknown path (answered 404 with the Not Found page).
 */

/**
 * Prerendered too, but not in the sitemap: the contact form's two answers when it is sent as plain
 * HTML (POST /contact-us, before the page's script has arrived).
 */
export const unlistedPublicPaths = ['/contact-us/sent', '/contact-us/not-sent'] as const;

/** Prerendered at build time: readable without JavaScript, found by search engines. */
export const publicPaths = [
  '/',
  '/car-warranty',
  '/van-warranty',
  '/vehicle-warranty',
  '/car-extended-warranty',
  '/van-extended-warranty',
  '/car-cover-levels',
  '/van-cover-levels',
  '/faq',
  '/contact-us',
  '/renewal',
  '/warranty-tips',
  '/how-we-operate',
  '/about-us',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
  '/failed-payments',
  '/blog',
  '/super-mechanics',
  '/how-we-handle-claims',
] as const;

/** Client-rendered: sign-in, purchase, dashboard and back office. `:name` is one path segment. */
export const appRoutePatterns = [
  '/login',
  '/auth/login',
  '/auth/login-as-guest',
  '/auth/login-method',
  '/auth/reg-as-guest',
  '/auth/login-with-google',
  '/auth/forgot-password-mail',
  '/auth/details-missing',
  '/auth/google-callback',
  '/password/reset/:token',
  '/purchase/vehicle-details',
  '/purchase/find-registration',
  '/key-facts',
  '/purchase/details',
  '/purchase/cover',
  '/purchase/warranty-details',
  '/purchase/warranty-suggestion',
  '/purchase/direct-debit/return',
  '/dashboard/user-dashboard',
  '/dashboard/profile',
  '/dashboard/your-data',
  '/dashboard/transaction-history',
  '/dashboard/purchase-history',
  '/dashboard/payments',
  '/dashboard/claims',
  '/dashboard/claims/new/:warrantyId',
  '/dashboard/claims/:id',
  '/dashboard/complaints',
  // Before `:id`, so the form's address finds its own frame.
  '/dashboard/complaints/new',
  '/dashboard/complaints/:id',
  '/garage/claims/:token',
  '/unsubscribe/:token',
  '/transfer/accept/:token',
  '/transfer/direct-debit/return',
  '/dashboard/transfer/:warrantyId',
  '/admin',
  '/admin/login',
  '/admin/warranties/:id',
  '/admin/enquiries',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/prices',
  '/admin/outbox',
  '/admin/audit',
  '/admin/privacy',
  '/admin/payments/audit',
  '/admin/direct-debit',
  '/admin/claims',
  '/admin/claims-record',
  '/admin/claims/:id',
  '/admin/complaints',
  '/admin/complaints/:id',
  '/admin/transfers',
] as const;

/** Routes that need a session (spec §2 "Route protection"); without one they go to /login. */
export const protectedPathPrefixes = ['/dashboard/', '/admin'] as const;
export const protectedPaths = [
  '/purchase/details',
  '/purchase/cover',
  '/purchase/warranty-details',
  '/purchase/warranty-suggestion',
  '/purchase/direct-debit/return',
  '/transfer/direct-debit/return',
] as const;

/** The staff sign-in page: under /admin but open to everyone. */
export const staffSignInPath = '/admin/login';

export function isProtectedPath(path: string): boolean {
  if (path.replace(/\/$/, '') === staffSignInPath) return false;
  return (
    (protectedPaths as readonly string[]).includes(path) ||
    protectedPathPrefixes.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
  );
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const appRouteRegExps = appRoutePatterns.map(patternToRegExp);

export function isAppRoute(path: string): boolean {
  return appRouteRegExps.some((re) => re.test(path));
}

/** What a parameter becomes in the path of an app route's prerendered frame (`/admin/claims/_`). */
const frameParam = '_';
const framePathOf = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? frameParam : segment))
    .join('/');

/**
 * The open app pages with a frame: their loader reads only this browser's stored state, and their
 * fallback is the step's heading and lead. Other open pages (sign-in, key facts) render from the
 * address or the day, which a build cannot know: they keep the SPA shell.
 */
const framedOpenPages = ['/purchase/vehicle-details', '/purchase/find-registration'];

/**
 * App routes prerendered as a frame (docs/decisions/0008): what the page shows before its data,
 * painted from the HTML instead of after the scripts. Only pages that show their layout's fallback
 * first (behind a sign-in, where the loader checks the session) or the two open steps above; a
 * parameter is prerendered as `_`, which the fallback never shows, so one frame serves every value.
 */
export const appFramePaths: readonly string[] = appRoutePatterns
  .filter((pattern) => isProtectedPath(pattern) || framedOpenPages.includes(pattern))
  .map(framePathOf);

/** The prerendered frame that answers an app route's `path`, or null (the SPA shell answers). */
export function appFramePathFor(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const index = appRouteRegExps.findIndex((re) => re.test(trimmed));
  if (index < 0) return null;
  const framePath = framePathOf(appRoutePatterns[index]!);
  return appFramePaths.includes(framePath) ? framePath : null;
}

/** Path segments that hide the mega-menus and promo banner (spec §2 "Top navigation"). */
export const minimalChromeMarkers = ['dashboard', 'purchase', 'auth', 'login', 'admin', 'garage/claims'] as const;
/** Path segments that hide the footer (the back office has its own navigation and no footer). */
export const noFooterMarkers = ['dashboard', 'auth', 'admin'] as const;

export function pathContainsAny(path: string, markers: readonly string[]): boolean {
  return markers.some((marker) => path.includes(marker));
}
