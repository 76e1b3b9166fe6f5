import { type RefObject, useEffect } from "react";

/**
 * Closes a header popover while it is open: Escape (`onClose("escape")`, so the caller can give
 * focus back to its button) or a press outside `ref` (`onClose("outside")`).
 */
export function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onClose: (why: "escape" | "outside") => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose("escape");
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open, ref, onClose]);
}
