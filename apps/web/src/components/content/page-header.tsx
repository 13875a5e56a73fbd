import type { ReactNode } from 'react';

export function PageHeader({ title, lead, eyebrow, children }: { title: string; lead?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className="bg-navy text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        {eyebrow ? <p className="font-semibold uppercase tracking-wide text-amber">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold leading-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-white/90">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
