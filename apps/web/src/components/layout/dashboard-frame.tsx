import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { FrameHandle } from '~/lib/page-frame';
import { LoadingStatus } from '~/components/ui/load-state';
import { accountLinks } from './nav-links';

/**
 * The account pages, as in the account menu; the current one marked (aria-current="page"), also
 * on the pages below it (a claim is under Claims), and scrolled into view on a narrow screen.
 */
function DashboardNav() {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = list.current?.parentElement;
    if (current && box && box.scrollWidth > box.clientWidth) {
      const offset = current.getBoundingClientRect().left - box.getBoundingClientRect().left;
      box.scrollLeft += offset - (box.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav aria-label="Your account" className="-mx-1 overflow-x-auto">
      <ul ref={list} className="flex gap-1 px-1 pb-1 sm:gap-2">
        {accountLinks.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold no-underline sm:px-4 ${
                  isActive ? 'bg-navy text-white' : 'text-navy hover:bg-white'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of the dashboard pages: links between them, the page's heading and its intro. */
export function DashboardFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-12">
        <DashboardNav />
        <header>
          <h1 className="text-3xl font-bold text-navy">{title}</h1>
          <div className="mt-2 max-w-3xl text-muted">{intro}</div>
        </header>
        {children}
      </div>
    </div>
  );
}

/** A white card on the dashboard's grey. */
export const panel = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

/**
 * A dashboard page's frame (docs/decisions/0008): the links, its heading and intro over
 * "Loading …", shown while the session is checked. The page renders the same from the same text.
 */
export function dashboardFrame(text: { title: string; intro: string; loading: string }): FrameHandle {
  return {
    frame: () => (
      <DashboardFrame title={text.title} intro={<p>{text.intro}</p>}>
        <LoadingStatus>{text.loading}</LoadingStatus>
      </DashboardFrame>
    ),
  };
}
