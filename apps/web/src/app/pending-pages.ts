/**
 * Routes whose page is still to be built, with the issue that builds it. Each entry gives the
 * page its title and meta description meanwhile; an entry is removed when its page is written.
 */
export interface PendingPage {
  title: string;
  description: string;
  issue: number;
}

const publicSite = 3;
const accounts = 4;
const purchase = 5;
const dashboard = 6;
const backOffice = 7;

export const pendingPages: Record<string, PendingPage> = {
  '/car-extended-warranty': {
    title: 'Car extended warranty explained',
    description: 'What an extended car warranty covers, how it differs from a manufacturer warranty and who it suits.',
    issue: publicSite,
  },
  '/van-extended-warranty': {
    title: 'Van extended warranty explained',
    description: 'Insured and discretionary van warranties compared, and the cover levels for vans.',
    issue: publicSite,
  },
  '/car-cover-levels': {
    title: 'Car warranty cover levels',
    description: 'Compare Safe, Secure and Supreme cover for your car: eligibility, covered parts and extras.',
    issue: publicSite,
  },
  '/van-cover-levels': {
    title: 'Van warranty cover levels',
    description: 'Compare Safe, Secure and Supreme cover for your van: eligibility, covered parts and extras.',
    issue: publicSite,
  },
  '/faq': {
    title: 'Frequently asked questions',
    description: 'Answers about our used car and van warranties, cover, claims and repairs.',
    issue: publicSite,
  },
  '/contact-us': {
    title: 'Contact us',
    description: 'Call, e-mail or send us a message about a warranty, a quote or a repair.',
    issue: publicSite,
  },
  '/renewal': {
    title: 'Renew your warranty',
    description: 'Renew your car or van warranty before it ends, with no gap in cover.',
    issue: publicSite,
  },
  '/warranty-tips': {
    title: 'Warranty tips',
    description: 'Practical tips to get the most from your used car or van warranty.',
    issue: publicSite,
  },
  '/how-we-operate': {
    title: 'How we operate',
    description: 'How we sell, review, inspect and support every warranty.',
    issue: publicSite,
  },
  '/about-us': {
    title: 'About us',
    description: 'Who we are and why UK drivers trust us with their used car and van warranties.',
    issue: publicSite,
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'What personal data we hold, why, for how long, and your rights under UK GDPR.',
    issue: publicSite,
  },
  '/cookie-policy': {
    title: 'Cookie policy',
    description: 'We use no tracking cookies. What this site keeps in your browser, and why.',
    issue: publicSite,
  },
  '/terms-of-service': {
    title: 'Terms of service',
    description: 'The terms of our discretionary used car and van warranties.',
    issue: publicSite,
  },
  '/failed-payments': {
    title: 'Failed payments',
    description: 'What to do when a payment fails or a balance is due on your warranty.',
    issue: publicSite,
  },
  '/blog': {
    title: 'Blog',
    description: 'Advice for UK used car and van owners: buying, servicing, repairs and warranties.',
    issue: publicSite,
  },
  '/super-mechanics': {
    title: 'Super mechanics',
    description: 'Our approved repairers, the 30-day modification window and a six-point checklist.',
    issue: publicSite,
  },
  '/login': { title: 'Login', description: 'Log in to your account.', issue: accounts },
  '/auth/login': { title: 'Login', description: 'Log in to continue your quote.', issue: accounts },
  '/auth/login-as-guest': { title: 'Login as Guest', description: 'Log in as a returning guest.', issue: accounts },
  '/auth/login-method': {
    title: 'How would you like to continue?',
    description: 'Continue with Google, as a guest, or log in.',
    issue: accounts,
  },
  '/auth/reg-as-guest': {
    title: 'Continue as a guest',
    description: 'Register your details to continue your quote.',
    issue: accounts,
  },
  '/auth/login-with-google': {
    title: 'Login with Google',
    description: 'Sign in with your Google account.',
    issue: accounts,
  },
  '/auth/forgot-password-mail': {
    title: 'Forgot password',
    description: 'Get a link to reset your password.',
    issue: accounts,
  },
  '/auth/details-missing': {
    title: 'A few more details',
    description: 'Complete your details to finish signing up.',
    issue: accounts,
  },
  '/password/reset': { title: 'Reset your password', description: 'Choose a new password.', issue: accounts },
  '/dashboard/profile': { title: 'My profile', description: 'Your details, picture and password.', issue: accounts },
  '/purchase/vehicle-details': {
    title: 'Your vehicle',
    description: 'Enter your registration and mileage to start a quote.',
    issue: purchase,
  },
  '/purchase/find-registration': {
    title: 'Find your vehicle',
    description: 'Choose your make and model if you do not know the registration.',
    issue: purchase,
  },
  '/purchase/details': {
    title: 'Vehicle details',
    description: 'Check the details we found for your vehicle.',
    issue: purchase,
  },
  '/purchase/cover': {
    title: 'Choose your cover',
    description: 'What each cover level includes, and which suit your vehicle.',
    issue: purchase,
  },
  '/purchase/warranty-details': {
    title: 'Warranty details',
    description: 'Plan start date, purchase date and service history.',
    issue: purchase,
  },
  '/purchase/warranty-suggestion': {
    title: 'Your quote',
    description: 'Plans and prices for your vehicle.',
    issue: purchase,
  },
  '/dashboard/payments': { title: 'Payments', description: 'Pay for your warranty.', issue: purchase },
  '/dashboard/user-dashboard': { title: 'Dashboard', description: 'Your warranties at a glance.', issue: dashboard },
  '/dashboard/transaction-history': {
    title: 'Transaction history',
    description: 'Your payments and refunds.',
    issue: dashboard,
  },
  '/dashboard/purchase-history': { title: 'Purchase history', description: 'Your warranty orders.', issue: dashboard },
  '/admin': { title: 'Back office', description: 'Staff only.', issue: backOffice },
};

export function pendingPageFor(pathname: string): PendingPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pendingPages[path] ?? (path.startsWith('/password/reset/') ? pendingPages['/password/reset'] : undefined);
}
