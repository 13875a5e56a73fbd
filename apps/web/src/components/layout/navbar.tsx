import { useRef } from 'react';
import { Link } from 'react-router';
import { useBarHeight } from '~/lib/use-bar-height';
import { buttonClasses } from '~/components/ui/button-link';
import { useAuth } from '~/lib/state/slices';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { LinkList, MenuDetails, MenuPanel, summaryClasses, WarrantyTabs } from './mega-menu';
import { existingCustomerLinks, warrantyTabs, whatIsWarrantyLinks, type NavLink } from './nav-links';
import { menuButtonId, useMenu } from './use-menu';

type MenuId = 'warranties' | 'what' | 'existing' | 'account' | 'mobile';

/** The three mega-menus; Our Warranties has tabs instead of a plain list. */
const desktopMenus: { id: MenuId; label: string; links: NavLink[] | null }[] = [
  { id: 'warranties', label: 'Our Warranties', links: null },
  { id: 'what', label: 'What is Warranty', links: whatIsWarrantyLinks },
  { id: 'existing', label: 'Existing Customer', links: existingCustomerLinks },
];

/**
 * The sticky top bar (spec §2): logo and brand; the three mega-menus (hidden on dashboard,
 * purchase, auth and login paths); Login, or the account dropdown when signed in. At 320 px
 * the brand name wraps rather than pushing the buttons off the screen (WCAG 1.4.10); the bar's
 * measured height keeps focused elements from scrolling under it (WCAG 2.4.11).
 */
export function Navbar({ minimal }: { minimal: boolean }) {
  const signedIn = useAuth((s) => s.value.signedIn);
  const { open, toggle, toggleFrom, close, barRef } = useMenu<MenuId>();
  const isOpen = (id: MenuId) => open === id;
  const nav = useRef<HTMLElement>(null);
  useBarHeight(nav, '--header-height');

  return (
    <header ref={barRef} className="sticky top-0 z-30 border-b border-line bg-white">
      <nav
        ref={nav}
        aria-label="Main"
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4"
      >
        <Logo />
        {minimal ? null : (
          <ul className="hidden items-center gap-2 lg:flex">
            {desktopMenus.map((item) => (
              <li key={item.id} className="relative">
                <MenuDetails
                  id={item.id}
                  label={item.label}
                  open={isOpen(item.id)}
                  onToggle={(openNow) => toggleFrom(item.id, openNow)}
                >
                  <MenuPanel id={item.id} label={item.label}>
                    {item.links ? <LinkList links={item.links} onSelect={close} /> : <WarrantyTabs onSelect={close} />}
                  </MenuPanel>
                </MenuDetails>
              </li>
            ))}
          </ul>
        )}
        <div className="flex shrink-0 items-center gap-2">
          {signedIn ? (
            <AccountMenu open={isOpen('account')} onToggle={() => toggle('account')} onClose={close} />
          ) : (
            <Link to="/login" className={`${buttonClasses('secondary')} max-sm:px-3`}>
              Login
            </Link>
          )}
          {minimal ? null : (
            // The phone menu, a <details> like the mega-menus, so it opens before the script arrives.
            <details open={isOpen('mobile')} data-menu="mobile" className="lg:hidden">
              <summary
                id={menuButtonId('mobile')}
                onClick={(event) => {
                  event.preventDefault();
                  toggleFrom('mobile', (event.currentTarget.parentElement as HTMLDetailsElement).open);
                }}
                className={`grid size-11 place-items-center rounded-lg border border-line ${summaryClasses}`}
              >
                <span className="sr-only">Menu</span>
                <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
                  <path
                    d={isOpen('mobile') ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </summary>
              <div
                id="mobile-menu"
                className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-b border-line bg-white px-4 pb-6 shadow-lg"
              >
                {[
                  ...warrantyTabs.map((tab) => ({ title: tab.label, links: tab.links })),
                  { title: 'What is Warranty', links: whatIsWarrantyLinks },
                  { title: 'Existing Customer', links: existingCustomerLinks },
                ].map((group) => (
                  <section key={group.title} className="pt-4">
                    <h2 className="px-3 text-sm font-semibold uppercase tracking-wide text-muted">{group.title}</h2>
                    <LinkList links={group.links} onSelect={close} />
                  </section>
                ))}
              </div>
            </details>
          )}
        </div>
      </nav>
    </header>
  );
}
