import type { ComponentProps } from 'react';

const variants = {
  /** The site's call to action: amber, navy text. */
  primary: 'bg-amber text-navy hover:bg-[#e89a2f]',
  /** A form's submit and most confirming steps: navy, white text. */
  secondary: 'bg-navy text-white hover:bg-navy-700',
  outline: 'border-2 border-navy text-navy hover:bg-navy hover:text-white',
  /** Beside a step's Continue (Back, Reset, the other way in). */
  plain: 'border-2 border-navy bg-white text-navy hover:bg-surface',
  danger: 'border-2 border-danger bg-white text-danger hover:bg-[#fdecea]',
  /** Confirms an irreversible step with money back (cancel and refund, fail and refund). */
  'danger-solid': 'bg-danger text-white hover:bg-[#8f1e18]',
} as const;

const sizes = { md: 'min-h-11 px-5', lg: 'min-h-12 px-6' } as const;
const widths = { auto: '', full: 'w-full', step: 'w-full sm:w-auto' } as const;

/** A button that cannot be used now: `disabled` fades it; `aria-disabled` (still focusable) greys it. */
const unavailable =
  'disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:bg-line aria-disabled:text-muted aria-disabled:hover:bg-line aria-disabled:hover:text-muted';

export type ButtonVariant = keyof typeof variants;
export interface ButtonStyle {
  size?: keyof typeof sizes;
  /** `step`: the full width on a phone, its own width from the small breakpoint up. */
  width?: keyof typeof widths;
}

/** The purchase steps' buttons: taller, the full width on a phone. */
export const stepButton = { size: 'lg', width: 'step' } as const satisfies ButtonStyle;

/** The classes of every button of the site, and of a link that looks like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', { size = 'md', width = 'auto' }: ButtonStyle = {}) {
  return `inline-flex items-center justify-center rounded-lg py-2.5 font-semibold no-underline transition-colors ${sizes[size]} ${widths[width]} ${variants[variant]} ${unavailable}`;
}

/** The one button of the web app (`type="button"` unless told otherwise). */
export function Button({
  variant = 'secondary',
  size,
  width,
  className,
  type = 'button',
  ...button
}: ComponentProps<'button'> & ButtonStyle & { variant?: ButtonVariant }) {
  const style: ButtonStyle = { ...(size ? { size } : {}), ...(width ? { width } : {}) };
  return <button type={type} className={`${buttonClasses(variant, style)} ${className ?? ''}`} {...button} />;
}

/** An underlined teal link (or a button that reads like one). */
export const textLink = 'font-semibold text-teal-700 underline';
