/**
 * Spec §2 "Purchase flow": a progress bar of Vehicle, Details, Cover for steps 1–3, and of
 * Cover, Quote, Payment for steps 4–5. `step` is the step of the page showing it (1 to 5).
 */
const firstStages = ['Vehicle', 'Details', 'Cover'] as const;
const laterStages = ['Cover', 'Quote', 'Payment'] as const;

export type PurchaseStep = 1 | 2 | 3 | 4 | 5;

/** Which stage of the three shown is current: steps 1–3 are stages 1–3; steps 4 and 5 are Quote and Payment. */
function stagesFor(step: PurchaseStep): { stages: readonly string[]; current: number } {
  if (step <= 3) return { stages: firstStages, current: step - 1 };
  return { stages: laterStages, current: step - 3 };
}

export function PurchaseProgress({ step }: { step: PurchaseStep }) {
  const { stages, current } = stagesFor(step);
  return (
    <nav aria-label="Quote progress" className="mx-auto w-full max-w-xl">
      <ol className="flex items-center gap-2">
        {stages.map((stage, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={stage} className="flex flex-1 flex-col items-center gap-1 text-center">
              <span
                aria-hidden="true"
                className={`h-2 w-full rounded-full ${state === 'todo' ? 'bg-line' : 'bg-navy'} ${
                  state === 'current' ? 'ring-2 ring-navy/30 ring-offset-1' : ''
                }`}
              />
              <span
                aria-current={state === 'current' ? 'step' : undefined}
                className={`text-sm ${state === 'current' ? 'font-bold text-navy' : 'text-muted'}`}
              >
                {stage}
                <span className="sr-only">
                  {state === 'done' ? ' (completed)' : state === 'current' ? ' (current step)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
