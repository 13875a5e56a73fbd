export interface NavLink {
  label: string;
  to: string;
}

/** The mega-menus of spec §2: Our Warranties (tabs Car and Van), What is Warranty, Existing Customer. */
export type WarrantyTab = { id: 'car' | 'van'; label: string; links: NavLink[] };

/** A vehicle's tab: its warranty, extended warranty and cover-level pages, and the quote. */
const vehicleTab = (id: WarrantyTab['id']): WarrantyTab => {
  const name = id === 'car' ? 'Car' : 'Van';
  return {
    id,
    label: `${name} warranty`,
    links: [
      { label: `${name} warranty`, to: `/${id}-warranty` },
      { label: `${name} extended warranty`, to: `/${id}-extended-warranty` },
      { label: `${name} cover levels`, to: `/${id}-cover-levels` },
      { label: `Get a ${id} quote`, to: '/purchase/vehicle-details' },
    ],
  };
};

export const warrantyTabs: WarrantyTab[] = [vehicleTab('car'), vehicleTab('van')];

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
  { label: 'Complaints', to: '/dashboard/complaints' },
  { label: 'My Profile', to: '/dashboard/profile' },
  { label: 'Your data', to: '/dashboard/your-data' },
];
