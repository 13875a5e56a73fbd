import type { ReactNode } from 'react';
import { PurchaseProgress, type PurchaseStep } from '~/components/purchase/purchase-progress';

/** The frame of the vehicle steps: the progress bar, then one card with the page's heading. */
export function VehicleStepCard({
  step,
  title,
  lead,
  children,
}: {
  step: PurchaseStep;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
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
