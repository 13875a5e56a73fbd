/**
 * Routes whose page is still to be built, with the issue that builds it. Each entry gives the
 * page its title and meta description meanwhile; an entry is removed when its page is written.
 */
export interface PendingPage {
  title: string;
  description: string;
  issue: number;
}

const purchase = 5;
const dashboard = 6;
const backOffice = 7;

export const pendingPages: Record<string, PendingPage> = {
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
