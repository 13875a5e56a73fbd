import type { ReactNode } from 'react';
import { Button } from './button';

/** "Loading your …" while a call runs, announced politely. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-muted">
      {children}
    </p>
  );
}

/** A failed call: the server's message and a way to try again (as on the profile page). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger bg-[#fdecea] p-4 text-danger">
      <p className="font-medium">{message}</p>
      <Button onClick={onRetry} className="mt-3">
        Try again
      </Button>
    </div>
  );
}
