import type { ReactNode } from 'react';

const headingSizes = {
  lg: 'text-lg font-bold text-navy',
  xl: 'text-xl font-bold text-navy',
  '2xl': 'text-2xl font-bold text-navy',
  '3xl': 'text-3xl font-bold text-navy',
} as const;

/** A section named by its own heading (`aria-labelledby`), as every titled block of the site is. */
export function TitledSection({
  id,
  title,
  size,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  size: keyof typeof headingSizes;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingSizes[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
