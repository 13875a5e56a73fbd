import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '~/components/ui/data-table';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/** A list page's filters live in the address (so a filtered list can be bookmarked and shared). */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** A new filter starts again from page 1. */
  function setFilters(next: Partial<Record<Name, string>>) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries<string | undefined>(next)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      updated.delete('page');
      return updated;
    });
  }
  return { values, page, setFilters, key: params.toString() };
}

/** "Page 2 of 5", with links to the pages either side (kept in the address with the filters). */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params.toString()}`;
  };
  const link = buttonClasses('outline');
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted">
        Page {page} of {pages} ({groupDigits(total)} in all)
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={to(page - 1)} className={link}>
            Previous page
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={to(page + 1)} className={link}>
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

const fieldClasses = 'mt-1 block min-h-11 w-full rounded-lg border-2 border-line bg-white px-3 py-2 focus:border-navy';

/** A select that filters a list (by status), labelled above. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="block min-w-48 font-semibold text-navy">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClasses} font-normal text-ink`}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A search box that filters on submit (Enter or the button), not on every key. */
export function SearchForm({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        onSearch(typeof q === 'string' ? q.trim() : '');
      }}
      className="flex flex-1 flex-wrap items-end gap-2"
    >
      <label className="block min-w-56 flex-1 font-semibold text-navy">
        {label}
        {hint ? <span className="block text-sm font-normal text-muted">{hint}</span> : null}
        <input
          key={value}
          type="search"
          name="q"
          defaultValue={value}
          className={`${fieldClasses} font-normal text-ink`}
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}

/** A coloured label for a status, with its words (colour is never the only cue). */
export function StatusTag({ tone, children }: { tone: 'good' | 'bad' | 'waiting' | 'plain'; children: ReactNode }) {
  const tones = {
    good: 'bg-teal-50 text-teal-700',
    bad: 'bg-[#fdecea] text-danger',
    waiting: 'bg-amber-50 text-navy',
    plain: 'bg-surface text-ink',
  } as const;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A list's filters: a status select and a search box, side by side in a white panel. */
export function StatusAndSearch({
  status,
  search,
  more,
}: {
  status: {
    value: string;
    options: readonly (readonly [value: string, label: string])[];
    onChange: (value: string) => void;
  };
  search: { label: string; hint: string; value: string; onSearch: (value: string) => void };
  /** Another filter beside the status (the work queue's MOT history flag). */
  more?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
      <FilterSelect label="Status" {...status} />
      {more}
      <SearchForm {...search} />
    </div>
  );
}

/** A customer's name in a staff list: it opens their page. */
export function CustomerLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={`/admin/customers/${id}`} className="inline-block py-1 font-semibold text-teal-700 underline">
      {name}
    </Link>
  );
}

/** A warranty's registration in a staff list: it opens the warranty's page. */
export function WarrantyLink({ id, registration }: { id: string; registration: string }) {
  return (
    <Link to={`/admin/warranties/${id}`} className="font-mono font-semibold whitespace-nowrap text-teal-700 underline">
      {registration}
    </Link>
  );
}

/** A staff list's table with its pages beneath it. */
export function PagedTable({
  answer,
  ...table
}: ComponentProps<typeof DataTable> & { answer: { page: number; pageSize: number; total: number } }) {
  return (
    <>
      <DataTable {...table} />
      <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
    </>
  );
}
