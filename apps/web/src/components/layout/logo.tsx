import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`flex min-w-0 items-center gap-2 font-bold no-underline ${inverted ? 'text-white' : 'text-navy'}`}
    >
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b2545" />
        <path d="M14 40c8-14 20-22 36-24-8 5-13 10-16 16 5-2 9-2 14 0-9 2-17 7-24 15l-2-7z" fill="#f2a541" />
      </svg>
      <span className="min-w-0 text-base leading-tight sm:text-lg">{siteConfig.brand}</span>
    </Link>
  );
}
