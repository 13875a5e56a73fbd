import { buttonClasses } from '~/components/ui/button-link';

/** How a button that cannot be used now (aria-disabled, still focusable) looks. */
const disabledLook =
  'aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:bg-line aria-disabled:text-muted aria-disabled:hover:bg-line aria-disabled:hover:text-muted';

/** The buttons of the dashboard and back office, in the site's styles. */
export const primaryButton = `${buttonClasses('primary')} ${disabledLook}`;
export const outlineButton = `${buttonClasses('outline')} ${disabledLook}`;
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-danger bg-white px-5 py-2.5 font-semibold text-danger hover:bg-[#fdecea]';
export const textLink = 'font-semibold text-teal-700 underline';

/** A form's one full-width submit button (sign-in cards). */
export const blockButton =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70';

/** The button that confirms an irreversible step with money back (cancel and refund, fail and refund). */
export const dangerConfirmButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-danger px-5 py-2.5 font-semibold text-white hover:bg-[#8f1e18] aria-disabled:cursor-not-allowed aria-disabled:opacity-70';
