import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  primary: 'bg-amber text-navy hover:bg-[#e89a2f]',
  secondary: 'bg-navy text-white hover:bg-navy-700',
  outline: 'border-2 border-navy text-navy hover:bg-navy hover:text-white',
} as const;

export const buttonClasses = (variant: keyof typeof variants = 'primary') =>
  `inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold no-underline transition-colors ${variants[variant]}`;

export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
}) {
  return (
    <Link to={to} className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
