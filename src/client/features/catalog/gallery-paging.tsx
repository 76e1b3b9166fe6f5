import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent } from "react";
import { cx } from "../../ui/cx.ts";

/** One photo back (-1) or on (+1); the caller wraps round the ends. */
type Step = (by: -1 | 1) => void;

/**
 * The arrow keys page through a gallery's photos while `enabled`: the page's gallery and its zoom
 * both listen on the window, so `ignore` lets the page's one stand aside for a field being typed in
 * or an open dialog (the zoom's own keys). A key another handler took, or one with a modifier
 * (the browser's history and tab shortcuts), is left alone.
 */
export function usePhotoArrowKeys(
  enabled: boolean,
  step: Step,
  ignore?: (target: HTMLElement | null) => boolean,
) {
  const onStep = useEffectEvent(step);
  const skip = useEffectEvent((target: HTMLElement | null) => ignore?.(target) ?? false);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (skip(e.target as HTMLElement | null)) return;
      const by = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (by === 0) return;
      e.preventDefault();
      onStep(by);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}

/**
 * The previous and next buttons over a gallery's photo; `className` is their look, less the side
 * each sits on.
 */
export function PhotoArrows({ onStep, className }: { onStep: Step; className: string }) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        aria-label={t`Previous photo`}
        onClick={() => onStep(-1)}
        className={cx(className, "left-3")}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-label={t`Next photo`}
        onClick={() => onStep(1)}
        className={cx(className, "right-3")}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
