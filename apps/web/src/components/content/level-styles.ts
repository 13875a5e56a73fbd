import type { LevelId } from '@kestrel/domain/catalogue/levels';

/**
 * Each level's colour as Tailwind classes (the theme's --color-safe, --color-secure,
 * --color-supreme). Classes, not style attributes: the CSP allows no inline style.
 */
export const levelStyles: Record<LevelId, { background: string; text: string; border: string }> = {
  safe: { background: 'bg-safe', text: 'text-safe', border: 'border-safe' },
  secure: { background: 'bg-secure', text: 'text-secure', border: 'border-secure' },
  supreme: { background: 'bg-supreme', text: 'text-supreme', border: 'border-supreme' },
};
