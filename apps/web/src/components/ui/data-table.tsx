import { Children, useId, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** Header and body cells of our tables. */
export const th =
  'border-b-2 border-line bg-surface px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-navy';
export const td = 'border-b border-line px-3 py-3 align-middle';

/** A small button inside a table row ("View Details", "Download"). */
export const rowButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-navy px-3 text-sm font-semibold whitespace-nowrap text-navy hover:bg-navy hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted aria-disabled:hover:bg-transparent aria-disabled:hover:text-muted';

/**
 * A real table with its caption and column headers, in a region that scrolls sideways on a
 * narrow screen. The region takes the keyboard focus (so it can be scrolled without a mouse) and
 * is named by the caption, which screen readers announce with the table. `children` are the body
 * rows; with none, the `empty` text stands alone instead of the table, so it is read whole on a
 * phone rather than cut off at the edge of a table wider than the screen.
 */
export function DataTable({
  caption,
  columns,
  empty,
  minWidth = 'min-w-[44rem]',
  fitsPhone = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  empty: string;
  /** The width below which the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
  /** Narrow enough for a phone: no "scroll sideways" hint. */
  fitsPhone?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  if (Children.count(children) === 0) {
    return (
      <p className="rounded-xl border border-line bg-white px-3 py-8 text-center font-medium break-words text-muted">
        {empty}
      </p>
    );
  }
  return (
    <div>
      {fitsPhone ? null : (
        <p className="mb-2 text-sm text-muted lg:hidden">Scroll the table sideways to see every column.</p>
      )}
      <ScrollRegion labelledBy={captionId} className="rounded-xl border border-line bg-white">
        <table className={`w-full border-collapse text-left ${minWidth}`}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={th}>
                  {/* A column of row buttons has no visible heading, but each cell needs one to be read by. */}
                  {column || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
