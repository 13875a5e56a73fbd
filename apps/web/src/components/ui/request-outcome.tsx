import type { RequestState } from '~/lib/query/use-one-request';

/** Under a confirming step: why the request failed, or what is happening while it runs. */
export function RequestOutcome({ state, sending }: { state: RequestState; sending: string }) {
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="mt-4 rounded-lg border-l-4 border-danger bg-[#fdecea] p-3 font-medium text-danger">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'sending') {
    return (
      <p role="status" className="mt-4 text-muted">
        {sending}
      </p>
    );
  }
  return null;
}
