import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Public content pages whose text the public-site issue (#3) writes. */
const contentPages = [
  'car-extended-warranty',
  'van-extended-warranty',
  'car-cover-levels',
  'van-cover-levels',
  'faq',
  'contact-us',
  'renewal',
  'warranty-tips',
  'how-we-operate',
  'about-us',
  'privacy-policy',
  'cookie-policy',
  'terms-of-service',
  'failed-payments',
  'blog',
  'super-mechanics',
];

const openAppPages = [
  'login',
  'auth/login',
  'auth/login-as-guest',
  'auth/login-method',
  'auth/reg-as-guest',
  'auth/login-with-google',
  'auth/forgot-password-mail',
  'auth/details-missing',
  'password/reset/:token',
  'purchase/vehicle-details',
  'purchase/find-registration',
];

/** Spec §2 "Route protection": these go to /login without a session. */
const protectedAppPages = [
  'purchase/details',
  'purchase/cover',
  'purchase/warranty-details',
  'purchase/warranty-suggestion',
  'dashboard/user-dashboard',
  'dashboard/profile',
  'dashboard/transaction-history',
  'dashboard/purchase-history',
  'dashboard/payments',
  'admin',
];

const pending = (path: string) => route(path, 'routes/pending-page.tsx', { id: `pending:${path}` });

export default [
  index('routes/public/home.tsx'),
  route('car-warranty', 'routes/public/landing.tsx', { id: 'landing:car' }),
  route('van-warranty', 'routes/public/landing.tsx', { id: 'landing:van' }),
  route('vehicle-warranty', 'routes/public/landing.tsx', { id: 'landing:vehicle' }),
  ...contentPages.map(pending),
  ...openAppPages.map(pending),
  layout('routes/require-session.tsx', protectedAppPages.map(pending)),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
