import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

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

/** One public page file serving each vehicle kind at `/<kind>-<page>`, told apart by its route id (`landing:car`). */
const perKind = (kinds: string[], page: string, file: string, id: string) =>
  kinds.map((kind) => route(`${kind}-${page}`, `routes/public/${file}.tsx`, { id: `${id}:${kind}` }));

/** Sign-in pages (spec §2 "Authentication"): open to everyone. */
const authPages = [
  // One sign-in page at three addresses, told apart by its route id (`login:guest`).
  ...Object.entries({ main: 'login', auth: 'auth/login', guest: 'auth/login-as-guest' }).map(([id, path]) =>
    route(path, 'routes/auth/login.tsx', { id: `login:${id}` }),
  ),
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
  route('dashboard/complaints', 'routes/dashboard/complaints.tsx'),
  route('dashboard/complaints/new', 'routes/dashboard/new-complaint.tsx'),
  route('dashboard/complaints/:id', 'routes/dashboard/complaint.tsx'),
  route('dashboard/transfer/:warrantyId', 'routes/dashboard/transfer.tsx'),
  route('transfer/direct-debit/return', 'routes/transfer/direct-debit-return.tsx'),
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
  route('claims-record', 'routes/admin/claims-record.tsx'),
  route('claims/:id', 'routes/admin/claim.tsx'),
  route('complaints', 'routes/admin/complaints.tsx'),
  route('complaints/:id', 'routes/admin/complaint.tsx'),
  route('transfers', 'routes/admin/transfers.tsx'),
];

export default [
  index('routes/public/home.tsx'),
  ...perKind(['car', 'van', 'vehicle'], 'warranty', 'landing', 'landing'),
  ...perKind(['car', 'van'], 'extended-warranty', 'extended-warranty', 'extended'),
  ...perKind(['car', 'van'], 'cover-levels', 'cover-levels', 'cover-levels'),
  route('faq', 'routes/public/faq.tsx'),
  route('contact-us', 'routes/public/contact-us.tsx'),
  route('contact-us/sent', 'routes/public/enquiry-result.tsx', { id: 'enquiry:sent' }),
  route('contact-us/not-sent', 'routes/public/enquiry-result.tsx', { id: 'enquiry:not-sent' }),
  route('renewal', 'routes/public/renewal.tsx'),
  route('super-mechanics', 'routes/public/super-mechanics.tsx'),
  route('how-we-handle-claims', 'routes/public/how-we-handle-claims.tsx'),
  route('blog', 'routes/public/blog-index.tsx'),
  route('blog/:slug', 'routes/public/blog-post.tsx'),
  ...writtenPages.map((slug) => route(slug, 'routes/public/content-page.tsx', { id: `page:${slug}` })),
  ...authPages,
  ...openPurchasePages,
  route('garage/claims/:token', 'routes/garage/garage-claim.tsx'),
  route('unsubscribe/:token', 'routes/public/unsubscribe.tsx'),
  route('transfer/accept/:token', 'routes/transfer/accept-transfer.tsx'),
  layout('routes/require-session.tsx', [...dashboardPages, ...protectedPurchasePages]),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/require-staff.tsx', backOfficePages),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
