export interface NavLink {
  label: string;
  to: string;
}

/** The mega-menus of spec §2: Our Warranties (tabs Car and Van), What is Warranty, Existing Customer. */
export const warrantyTabs: { id: 'car' | 'van'; label: string; links: NavLink[] }[] = [
  {
    id: 'car',
    label: 'Car warranty',
    links: [
      { label: 'Car warranty', to: '/car-warranty' },
      { label: 'Car extended warranty', to: '/car-extended-warranty' },
      { label: 'Car cover levels', to: '/car-cover-levels' },
      { label: 'Get a car quote', to: '/purchase/vehicle-details' },
    ],
  },
  {
    id: 'van',
    label: 'Van warranty',
    links: [
      { label: 'Van warranty', to: '/van-warranty' },
      { label: 'Van extended warranty', to: '/van-extended-warranty' },
      { label: 'Van cover levels', to: '/van-cover-levels' },
      { label: 'Get a van quote', to: '/purchase/vehicle-details' },
    ],
  },
];

export const whatIsWarrantyLinks: NavLink[] = [
  { label: 'Warranties explained', to: '/car-extended-warranty' },
  { label: 'Insured or discretionary?', to: '/van-extended-warranty' },
  { label: 'Warranty tips', to: '/warranty-tips' },
  { label: 'Super mechanics', to: '/super-mechanics' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Blog', to: '/blog' },
];

export const existingCustomerLinks: NavLink[] = [
  { label: 'Renew your warranty', to: '/renewal' },
  { label: 'My dashboard', to: '/dashboard/user-dashboard' },
  { label: 'Failed payments', to: '/failed-payments' },
  { label: 'How we operate', to: '/how-we-operate' },
  { label: 'Contact us', to: '/contact-us' },
];

export const accountLinks: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard/user-dashboard' },
  { label: 'Transaction History', to: '/dashboard/transaction-history' },
  { label: 'Purchase History', to: '/dashboard/purchase-history' },
  { label: 'Claims', to: '/dashboard/claims' },
  { label: 'My Profile', to: '/dashboard/profile' },
  { label: 'Your data', to: '/dashboard/your-data' },
];
