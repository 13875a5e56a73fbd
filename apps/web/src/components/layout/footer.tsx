import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';
import { Logo } from './logo';
import { telHref } from '~/lib/tel';

const footerLinks = [
  { to: '/contact-us', label: 'Contact us' },
  { to: '/about-us', label: 'About us' },
  { to: '/how-we-operate', label: 'How we operate' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/cookie-policy', label: 'Cookie policy' },
  { to: '/failed-payments', label: 'Failed payments' },
  { to: '/blog', label: 'Blog' },
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/faq', label: 'FAQ' },
  { to: '/how-we-handle-claims', label: 'How we handle claims' },
];

/** WCAG 2.5.8: each link a target of at least 24×24 px, whatever its text. */
const target = 'inline-flex min-h-6 min-w-6 items-center';

export function Footer() {
  return (
    <footer className="mt-16 bg-navy text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <Logo inverted />
          <p className="text-sm text-white/85">
            Extended warranties for used cars and vans across the UK. Three cover levels, Safe, Secure and Supreme, for
            3 to 36 months, with repairs at any VAT-registered garage.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-semibold text-amber">Useful links</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${target} text-white/90 hover:text-white`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <h2 className="font-semibold text-amber">Opening hours</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-white/90">
            <dt>Sales</dt>
            <dd>{siteConfig.hours.sales}</dd>
            <dt>Repairs</dt>
            <dd>{siteConfig.hours.repairs}</dd>
            <dt>Weekends</dt>
            <dd>{siteConfig.hours.weekend}</dd>
          </dl>
          <p>
            <a href={telHref(siteConfig.supportPhone)} className={`${target} text-white`}>
              {siteConfig.supportPhone}
            </a>
            <br />
            <a href={`mailto:${siteConfig.supportEmail}`} className={`${target} text-white`}>
              {siteConfig.supportEmail}
            </a>
          </p>
          <ul className="flex flex-wrap gap-3" aria-label="Social media">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" className={`${target} text-white/90`}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/15 py-4 text-center text-xs text-white/75">
        © {siteConfig.legalName}. Discretionary warranties, not insurance.
      </p>
    </footer>
  );
}
