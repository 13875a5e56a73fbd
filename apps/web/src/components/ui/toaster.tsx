import { useToasts } from '~/lib/toast';

const tone = {
  success: 'border-teal bg-teal-50 text-teal-700',
  error: 'border-danger bg-[#fdecea] text-danger',
  info: 'border-navy bg-white text-navy',
} as const;

/** Toasts at the top centre (spec §2), announced to screen readers. */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3">
      <div role="status" aria-live="polite" className="contents">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : undefined}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${tone[t.kind]}`}
          >
            <div className="flex-1">
              {t.title ? <p className="font-semibold">{t.title}</p> : null}
              <p>{t.message}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="min-h-6 min-w-6 rounded text-lg leading-none"
              aria-label="Dismiss message"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
