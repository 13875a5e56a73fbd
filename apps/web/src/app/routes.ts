import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** One module at several paths, each its own route with the id `<name>:<variant>` (the car and van pages). */
const variants = (file: string, name: string, paths: Readonly<Record<string, string>>) =>
  Object.entries(paths).map(([variant, path]) => route(path, file, { id: `${name}:${variant}` }));

/** Written pages rendered from content/pages/<slug>.md by one module. */
const writtenPages = [
  'warranty-tips',
  'how-we-operate',
  'about-us',
  'privacy-policy',
  'cookie-policy',
  'terms-of-service',
  'failed-payments',
];

/** Purchase steps open to everyone (spec §2 "Route protection"). */
const openPurchasePages = [
  route('purchase/vehicle-details', 'routes/purchase/vehicle-details.tsx'),
  route('purchase/find-registration', 'routes/purchase/find-registration.tsx'),
  route('key-facts', 'routes/purchase/key-facts.tsx'),
];

/** Purchase steps 2–5: they need a session. */
const protectedPurchasePages = [
  route('purchase/details', 'routes/purchase/details.tsx'),
  route('purchase/cover', 'routes/purchase/cover.tsx'),
  route('purchase/warranty-details', 'routes/purchase/warranty-details.tsx'),
  route('purchase/warranty-suggestion', 'routes/purchase/warranty-suggestion.tsx'),
  route('dashboard/payments', 'routes/dashboard/payments.tsx'),
  route('purchase/direct-debit/return', 'routes/purchase/direct-debit-return.tsx'),
];

/** Sign-in pages (spec §2 "Authentication"): open to everyone. */
const authPages = [
  ...variants('routes/auth/login.tsx', 'login', { main: 'login', auth: 'auth/login', guest: 'auth/login-as-guest' }),
  route('auth/login-method', 'routes/auth/login-method.tsx'),
  route('auth/reg-as-guest', 'routes/auth/register-guest.tsx'),
  route('auth/login-with-google', 'routes/auth/login-with-google.tsx'),
  route('auth/google-callback', 'routes/auth/google-callback.tsx'),
  route('auth/forgot-password-mail', 'routes/auth/forgot-password.tsx'),
  route('auth/details-missing', 'routes/auth/details-missing.tsx'),
  route('password/reset/:token', 'routes/auth/reset-password.tsx'),
];

/** The customer's dashboard (spec §2): needs a session. */
const dashboardPages = [
  route('dashboard/user-dashboard', 'routes/dashboard/user-dashboard.tsx'),
  route('dashboard/transaction-history', 'routes/dashboard/transaction-history.tsx'),
  route('dashboard/purchase-history', 'routes/dashboard/purchase-history.tsx'),
  route('dashboard/profile', 'routes/dashboard/profile.tsx'),
  route('dashboard/your-data', 'routes/dashboard/your-data.tsx'),
  route('dashboard/claims', 'routes/dashboard/claims.tsx'),
  route('dashboard/claims/new/:warrantyId', 'routes/dashboard/new-claim.tsx'),
  route('dashboard/claims/:id', 'routes/dashboard/claim.tsx'),
];

/** The back office (DESIGN §3): staff only, with a second factor; its own sign-in page. */
const backOfficePages = [
  index('routes/admin/work-queue.tsx'),
  route('warranties/:id', 'routes/admin/warranty.tsx'),
  route('enquiries', 'routes/admin/enquiries.tsx'),
  route('customers', 'routes/admin/customers.tsx'),
  route('customers/:id', 'routes/admin/customer.tsx'),
  route('prices', 'routes/admin/prices.tsx'),
  route('outbox', 'routes/admin/outbox.tsx'),
  route('audit', 'routes/admin/audit.tsx'),
  route('privacy', 'routes/admin/privacy.tsx'),
  route('payments/audit', 'routes/admin/payments-audit.tsx'),
  route('direct-debit', 'routes/admin/monthly-plans.tsx'),
  route('claims', 'routes/admin/claims.tsx'),
  route('claims/:id', 'routes/admin/claim.tsx'),
];

export default [
  index('routes/public/home.tsx'),
  ...variants('routes/public/landing.tsx', 'landing', {
    car: 'car-warranty',
    van: 'van-warranty',
    vehicle: 'vehicle-warranty',
  }),
  ...variants('routes/public/extended-warranty.tsx', 'extended', {
    car: 'car-extended-warranty',
    van: 'van-extended-warranty',
  }),
  ...variants('routes/public/cover-levels.tsx', 'cover-levels', { car: 'car-cover-levels', van: 'van-cover-levels' }),
  route('faq', 'routes/public/faq.tsx'),
  route('contact-us', 'routes/public/contact-us.tsx'),
  route('renewal', 'routes/public/renewal.tsx'),
  route('super-mechanics', 'routes/public/super-mechanics.tsx'),
  route('blog', 'routes/public/blog-index.tsx'),
  route('blog/:slug', 'routes/public/blog-post.tsx'),
  ...writtenPages.map((slug) => route(slug, 'routes/public/content-page.tsx', { id: `page:${slug}` })),
  ...authPages,
  ...openPurchasePages,
  route('garage/claims/:token', 'routes/garage/garage-claim.tsx'),
  route('unsubscribe/:token', 'routes/public/unsubscribe.tsx'),
  layout('routes/require-session.tsx', [...dashboardPages, ...protectedPurchasePages]),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/require-staff.tsx', backOfficePages),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
