import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { cx } from "./cx.ts";
import { useContentHydrated } from "./use-hydrated.ts";

const overrides: string[] = [];
let applyTitle: (() => void) | null = null;
/** The shell registers how it computes the route title; the last `useDocumentTitle` wins. */
export function _setTitleApplier(fn: () => void): void {
  applyTitle = fn;
}
export function currentTitleOverride(): string | undefined {
  return overrides.at(-1);
}

/** Sets document.title while the component is mounted (e.g. an item's title on its page). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    overrides.push(title);
    applyTitle?.();
    return () => {
      const i = overrides.lastIndexOf(title);
      if (i >= 0) overrides.splice(i, 1);
      applyTitle?.();
    };
  }, [title]);
}

export type PageProps = {
  /** Visible h1. */
  heading?: ReactNode;
  /** Right side of the heading row (actions). */
  actions?: ReactNode;
  /** "narrow" for forms, "default" for lists, "full" for wide dashboards. */
  width?: "narrow" | "default" | "full";
  className?: string;
  children: ReactNode;
};

/** The content column of a screen, inside the shell's <main>. */
export function Page({ heading, actions, width = "default", className, children }: PageProps) {
  useContentHydrated();
  return (
    <div
      className={cx(
        "mx-auto w-full px-4 py-4 md:px-6 md:py-8",
        width === "narrow" ? "max-w-xl" : width === "full" ? "max-w-none" : "max-w-7xl",
        className,
      )}
    >
      {(heading || actions) && (
        <div className="mb-4 flex items-center justify-between gap-3 md:mb-6">
          {heading && (
            <h1 className="min-w-0 break-keep text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
              {heading}
            </h1>
          )}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A region still loading: announced once by its label (role status, aria-busy) while the
 * placeholders inside it stay hidden from screen readers.
 */
export function Loading({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-md bg-slate-200/80", className)} />;
}

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <span
      role="progressbar"
      aria-label={label ?? t`Loading`}
      className="inline-block size-6 animate-spin rounded-full border-2 border-orange-500 border-r-transparent"
    />
  );
}

/** An empty or failed state with an optional action. */
export function EmptyState({ title, body, action }: { title: string; body?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {body && <p className="max-w-sm text-sm text-slate-600">{body}</p>}
      {action}
    </div>
  );
}
