import type { ReactNode } from 'react';

const tones = {
  info: 'border-navy bg-white text-navy',
  error: 'border-danger bg-[#fdecea] text-danger',
} as const;

/** A message about the payment, announced when it appears (alert for errors, status otherwise). */
export function Notice({ tone, title, children }: { tone: keyof typeof tones; title: string; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border border-l-4 p-4 ${tones[tone]}`}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-ink">{children}</div> : null}
    </div>
  );
}
