import { TOAST_DURATION_MS } from "#shared/constants";

/** A toast queue that works outside React (the toast policy of query-client.ts shows toasts too). */
export type ToastKind = "info" | "success" | "error";
export type Toast = { id: number; kind: ToastKind; message: string; duration: number };

let seq = 0;
let toasts: Toast[] = [];
const listeners = new Set<(t: Toast[]) => void>();

function emit() {
  for (const l of listeners) l(toasts);
}

export function showToast(message: string, kind: ToastKind = "info", duration = TOAST_DURATION_MS): number {
  const id = ++seq;
  toasts = [...toasts.filter((t) => t.message !== message), { id, kind, message, duration }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export const getToasts = () => toasts;
export function subscribeToasts(l: (t: Toast[]) => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function clearToasts(): void {
  toasts = [];
  emit();
}
