import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLink } from './nav-links';
import { warrantyTabs } from './nav-links';
import { menuButtonId } from './use-menu';

const panelClasses =
  'absolute left-1/2 top-full z-40 mt-2 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl border border-line bg-white p-5 shadow-xl';

/** A menu's summary: the browser opens its <details> before the script arrives; React does after. */
export const summaryClasses = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * A mega-menu: a <details> whose summary opens and closes it, so the menu works as plain HTML
 * before the page hydrates (docs/decisions/0007); once hydrated, `open` is React's.
 */
export function MenuDetails({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: (openNow: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details open={open} data-menu={id}>
      <summary
        id={menuButtonId(id)}
        onClick={(event) => {
          // The page's state decides; what the page shows now (opened before hydration, say) is where it starts from.
          event.preventDefault();
          onToggle((event.currentTarget.parentElement as HTMLDetailsElement).open);
        }}
        className={`flex min-h-11 items-center gap-1 rounded-md px-2 font-medium text-ink hover:text-teal-700 ${summaryClasses}`}
      >
        {label}
        <svg
          viewBox="0 0 12 12"
          className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

export function LinkList({ links, onSelect }: { links: NavLink[]; onSelect: () => void }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.label}>
          <Link
            to={link.to}
            onClick={onSelect}
            className="block rounded-md px-3 py-2 text-ink no-underline hover:bg-teal-50 hover:text-teal-700"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MenuPanel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div id={`${id}-panel`} role="region" aria-label={label} className={panelClasses}>
      {children}
    </div>
  );
}

/** Our Warranties: tabs Car warranty and Van warranty, each listing its links (arrow keys move between tabs). */
export function WarrantyTabs({ onSelect }: { onSelect: () => void }) {
  const [active, setActive] = useState<'car' | 'van'>('car');
  const current = warrantyTabs.find((tab) => tab.id === active) ?? warrantyTabs[0];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = active === 'car' ? 'van' : 'car';
    setActive(next);
    document.getElementById(`warranty-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Our warranties"
        className="mb-3 flex gap-2 border-b border-line"
        onKeyDown={onKeyDown}
      >
        {warrantyTabs.map((tab) => (
          <button
            key={tab.id}
            id={`warranty-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`warranty-tabpanel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={`-mb-px min-h-11 border-b-2 px-3 font-semibold ${tab.id === active ? 'border-teal text-teal-700' : 'border-transparent text-muted'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div id={`warranty-tabpanel-${current.id}`} role="tabpanel" aria-labelledby={`warranty-tab-${current.id}`}>
          <LinkList links={current.links} onSelect={onSelect} />
        </div>
      ) : null}
    </div>
  );
}
