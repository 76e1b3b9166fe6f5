import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { dismissToast, getToasts, showToast, subscribeToasts, type ToastKind } from "../api/toast-store.ts";
import { CloseIcon } from "./icons.tsx";

/** Shows toasts from anywhere: `const toast = useToast(); toast.error("…")`. They last 3000 ms. */
export function useToast() {
  return {
    show: (message: string, kind: ToastKind = "info", duration?: number) =>
      showToast(message, kind, duration),
    success: (message: string) => showToast(message, "success"),
    error: (message: string) => showToast(message, "error"),
  };
}

/** Renders the toast queue: each toast is a `role="status"`. */
export function Toaster() {
  const { t: tr } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3">
      {toasts.map((t) => (
        <div
          key={t.id}
          // Always status: the contract lets tests find every toast, errors included, by this role.
          role="status"
          className={
            "pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 " +
            (t.kind === "error"
              ? "bg-rose-50 text-rose-900 ring-rose-200"
              : t.kind === "success"
                ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
                : "bg-slate-900 text-white ring-slate-800")
          }
        >
          <span className="flex-1">{t.message}</span>
          <button
            type="button"
            aria-label={tr`Dismiss`}
            onClick={() => dismissToast(t.id)}
            className="focus-ring -m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
