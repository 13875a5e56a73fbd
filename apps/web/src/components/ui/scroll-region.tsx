import type { ReactNode } from 'react';

/**
 * The one container every data table sits in (WCAG 1.4.10): the table scrolls sideways inside it,
 * never the page. It is a named region that takes the keyboard focus (so it can be scrolled without
 * a mouse), and the containing block (`.table-scroll` is position: relative) of anything the table
 * positions, such as a visually hidden label, so nothing escapes it. Markdown tables get the same
 * wrapper from the content renderer.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className = '',
  children,
}: {
  children: ReactNode;
  className?: string;
} & ({ label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined })) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`table-scroll ${className}`}
    >
      {children}
    </div>
  );
}
