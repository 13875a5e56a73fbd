import type { ReactNode } from 'react';
import { LoadingStatus } from '~/components/ui/load-state';
import { PurchaseProgress, type PurchaseStep } from './purchase-progress';

interface StepFrameProps {
  step: PurchaseStep;
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of purchase steps 3 to 5: the progress bar, then the page's heading and lead in a
 * card. `wide` for pages that set cover levels side by side. At least a screen tall, so the footer
 * starts below the first view whatever the step holds: it does not jump when the step's frame
 * (docs/decisions/0008) becomes the step, nor when a step's content grows or shrinks.
 */
export function StepFrame({ step, title, lead, wide = false, children }: StepFrameProps) {
  return (
    <div className="min-h-dvh bg-surface">
      <div className={`mx-auto px-4 py-8 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-2xl'}`}>
        <PurchaseProgress step={step} />
        <section className="mt-8 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-3xl font-bold text-navy">{title}</h1>
          {lead ? <div className="mt-2 text-muted">{lead}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}

/** A step's heading and lead over "Loading…": its frame while what it needs is read (docs/decisions/0008). */
export function StepFrameLoading(props: Omit<StepFrameProps, 'children'>) {
  return (
    <StepFrame {...props}>
      <LoadingStatus>Loading…</LoadingStatus>
    </StepFrame>
  );
}

/** Back and Continue under a step's content: Continue first on a phone, on the right on a desktop. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">{children}</div>;
}
