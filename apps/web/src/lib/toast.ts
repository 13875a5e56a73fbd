import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
}

/** Spec §4 and §9: at most 20 toasts; errors dismissed after 4 s, successes after 2 s. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, success: 2000, info: 3000 };

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

function show(kind: ToastKind, message: string, options: { durationMs?: number; title?: string } = {}): number {
  const id = nextId++;
  const toast: Toast = options.title ? { id, kind, message, title: options.title } : { id, kind, message };
  useToasts.setState((state) => ({ toasts: [...state.toasts, toast].slice(-TOAST_LIMIT) }));
  setTimeout(() => useToasts.getState().dismiss(id), options.durationMs ?? TOAST_DURATION_MS[kind]);
  return id;
}

export const toast = {
  success: (message: string, options?: { durationMs?: number; title?: string }) => show('success', message, options),
  error: (message: string, options?: { durationMs?: number; title?: string }) => show('error', message, options),
  info: (message: string, options?: { durationMs?: number; title?: string }) => show('info', message, options),
};
