export type Outcome = { kind: 'success' | 'error'; message: string };

/**
 * The server's answer to a form, in green or red (spec §8 "Password change"), with an icon so the
 * colour is not the only cue. Both live regions are always present so a new message is announced.
 */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <div role="status">
        {outcome?.kind === 'success' ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-[#15803d] bg-[#f0fdf4] px-4 py-3 font-medium text-[#166534]">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {outcome.message}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-danger bg-[#fdecea] px-4 py-3 font-medium text-danger">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M10 5.5v5.5M10 13.5v1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
