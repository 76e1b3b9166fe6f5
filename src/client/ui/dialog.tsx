import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "./cx.ts";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** "center" (default) or a side sheet from the left (the phone drawer). */
  placement?: "center" | "left";
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser gives the focus trap, inert background, Escape to
 * close and the top layer; we restore focus to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  children,
  placement = "center",
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
    } else if (!open && d.open) {
      d.close();
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape (onCancel)
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop closes (keyboard users have Escape, handled by onCancel).
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={cx(
        "backdrop:bg-slate-900/50 open:animate-[fade-in_150ms_ease-out]",
        placement === "left"
          ? "m-0 h-dvh max-h-none w-[86vw] max-w-sm bg-white p-0 shadow-2xl"
          : "m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-2xl",
        className,
      )}
    >
      {open && (
        <>
          {!hideTitle && <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>}
          {children}
        </>
      )}
    </dialog>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onCancel} title={message} hideTitle>
      <p className="text-base font-semibold text-slate-900">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          className="focus-ring h-11 rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 md:h-10"
        >
          {cancelLabel ?? t`No`}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="focus-ring h-11 rounded-lg bg-orange-500 px-5 text-sm font-semibold text-white hover:bg-orange-600 disabled:opacity-60 md:h-10"
        >
          {confirmLabel ?? t`Yes`}
        </button>
      </div>
    </Dialog>
  );
}
