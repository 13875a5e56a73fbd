import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadingStatus } from '~/components/ui/load-state';
import { logout } from '~/lib/logout';
import type { FrameHandle } from '~/lib/page-frame';

/** The back office's sections; `match` also marks a section's inner pages (a warranty is in the queue). */
const sections = [
  {
    label: 'Work queue',
    to: '/admin',
    match: (path: string) => path === '/admin' || path.startsWith('/admin/warranties'),
  },
  { label: 'Claims', to: '/admin/claims' },
  { label: 'Claims record', to: '/admin/claims-record' },
  { label: 'Complaints', to: '/admin/complaints' },
  { label: 'Transfers', to: '/admin/transfers' },
  { label: 'Enquiries', to: '/admin/enquiries' },
  { label: 'Customers', to: '/admin/customers' },
  { label: 'Prices', to: '/admin/prices' },
  { label: 'E-mails', to: '/admin/outbox' },
  { label: 'Monthly plans', to: '/admin/direct-debit' },
  { label: 'Payments audit', to: '/admin/payments/audit' },
  { label: 'Data requests', to: '/admin/privacy' },
  { label: 'Audit log', to: '/admin/audit' },
];

function inSection(section: (typeof sections)[number], path: string): boolean {
  return section.match ? section.match(path) : path === section.to || path.startsWith(`${section.to}/`);
}

/**
 * Every back-office page: the sections (the one you are in marked; aria-current only on the
 * section's own page), who is signed in, and signing out. Pages put their heading in AdminPage.
 */
export function AdminFrame({ staffName, children }: { staffName: string | null; children: ReactNode }) {
  const path = useLocation().pathname.replace(/\/$/, '') || '/';
  const navigate = useNavigate();
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-surface">
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 pt-3">
          <p className="font-semibold text-navy">
            Back office {/* Unknown while the session is checked (the page's frame): the line keeps its height. */}
            {staffName ? <span className="font-normal text-muted">· signed in as {staffName}</span> : null}
          </p>
          <button
            type="button"
            onClick={() => {
              logout();
              void navigate('/admin/login', { replace: true });
            }}
            className="min-h-11 rounded-lg px-3 font-semibold text-navy underline hover:bg-surface"
          >
            Sign out
          </button>
        </div>
        <nav aria-label="Back office" className="mx-auto max-w-7xl px-3">
          <ul className="flex flex-wrap gap-1 py-2">
            {sections.map((section) => {
              const current = inSection(section, path);
              return (
                <li key={section.to} className="shrink-0">
                  <Link
                    to={section.to}
                    aria-current={path === section.to ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-lg px-3 font-semibold no-underline ${
                      current ? 'bg-navy text-white' : 'text-navy hover:bg-surface'
                    }`}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">{children}</div>
    </div>
  );
}

/** A back-office page's heading, a line about it, and optional controls beside the heading. */
export function AdminPage({
  title,
  intro,
  aside,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-1 max-w-3xl text-muted">{intro}</div> : null}
        </div>
        {aside}
      </header>
      {children}
    </>
  );
}

/** A white card on the back office's grey, with an optional heading. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
      {title ? <h2 className="mb-3 text-lg font-bold text-navy">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A back-office page's heading and intro, and what it says while its data loads. */
export interface AdminPageText {
  title: string;
  intro?: string;
  loading: string;
}

/**
 * A back-office page's frame (docs/decisions/0008): its heading and intro over "Loading …", shown
 * while the session is checked. The page renders the same heading and intro from the same text.
 */
export function adminFrame(text: AdminPageText): FrameHandle {
  return {
    frame: () => (
      <AdminPage title={text.title} intro={text.intro}>
        <LoadingStatus>{text.loading}</LoadingStatus>
      </AdminPage>
    ),
  };
}
