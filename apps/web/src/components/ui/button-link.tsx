import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonStyle, type ButtonVariant } from './button';

export { buttonClasses } from './button';

/** A link that looks like a button. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  ...style
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
} & ButtonStyle) {
  return (
    <Link to={to} className={buttonClasses(variant, style)}>
      {children}
    </Link>
  );
}
