import type { ReactNode } from 'react';

/** The frame of every sign-in page: one centred card with the page's heading. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-navy">{title}</h1>
        {lead ? <div className="mt-2 text-muted">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm font-semibold text-muted">
      <span className="h-px flex-1 bg-line" />
      <span>OR</span>
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
