import { Trans } from "@lingui/react/macro";
import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from "react";
import { Button } from "./button.tsx";
import { loadWithin } from "./chunk-timeout.ts";
import { cx } from "./cx.ts";

class HideOnError extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** In place of a part whose chunk could not load: what failed, and a button to try again. */
function PartRetry({ onRetry, overlay }: { onRetry: () => void; overlay: boolean }) {
  return (
    <div
      role="alert"
      data-part-retry=""
      className={cx(
        "flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200",
        // A part drawn over the page (a drawer, a dialog) has no place in the flow: its retry
        // shows where the eye is, above the page.
        overlay ? "fixed inset-x-4 bottom-4 z-[60] mx-auto max-w-md shadow-xl" : "my-2",
      )}
    >
      <span className="min-w-0 flex-1">
        <Trans>This part of the page could not load.</Trans>
      </span>
      <Button variant="secondary" className="min-h-11" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

export type LazyPartOptions = {
  /**
   * A part with no place of its own on the screen (the toasts' host, a background listener): a
   * failed load shows no retry button and tries again by itself when the network comes back.
   */
  quiet?: boolean;
  /** A part drawn over the page (a drawer, a dialog, a popover): its retry floats above the page. */
  overlay?: boolean;
  /** The load starts (and the timeout with it) only once this settles: a part shown on view. */
  startWhen?: Promise<void>;
};

/**
 * A lazily loaded part of the shell that is not the page (a header, a dialog, a background helper).
 * Its chunk can fail to load, or hang on a stalled network (given up after the chunk load timeout
 * of rules/product.md §2, 120000 ms, as route chunks are): offline before the worker has cached it,
 * or mid-deploy. Then the part shows its fallback and a "Try again" button instead of taking the
 * page down, and loads again when pressed or once the network is back (React.lazy keeps a failed
 * load for good, so each try is a new lazy component). The fallback can be drawn from the part's
 * props (a lighter form of the same part, the same size).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode | ((props: ComponentProps<C>) => ReactNode) = null,
  options: LazyPartOptions = {},
): ((props: ComponentProps<C>) => ReactNode) & { preload: () => Promise<void> } {
  // The server renders the part in place, inside the same boundary, so the HTML is complete
  // without JavaScript (a crawler, a preview) and the browser hydrates it once its chunk is in.
  // A part whose chunk is already in (loaded on the server, or preloaded) draws at once, without
  // its fallback for a moment.
  let loaded: C | null = null;
  const timedLoad = () => loadWithin(load);
  const loadAndKeep = () =>
    (options.startWhen ? options.startWhen.then(timedLoad) : timedLoad()).then((m) => {
      loaded = m.default;
      return m;
    });
  if (import.meta.env.SSR) void loadAndKeep();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level
  function LazyPart(props: ComponentProps<C>) {
    const [attempt, setAttempt] = useState(() => ({ n: 0, Part: loaded ?? lazy(loadAndKeep) }));
    const [failed, setFailed] = useState(false);
    const retry = useCallback(() => {
      setFailed(false);
      setAttempt((a) => ({ n: a.n + 1, Part: loaded ?? lazy(loadAndKeep) }));
    }, []);
    useEffect(() => {
      if (!failed) return;
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, [failed, retry]);
    const Part = attempt.Part as ComponentType<ComponentProps<C>>;
    const shown = typeof fallback === "function" ? fallback(props) : fallback;
    const onFailure =
      options.quiet === true ? (
        shown
      ) : (
        <>
          {shown}
          <PartRetry onRetry={retry} overlay={options.overlay === true} />
        </>
      );
    return (
      <HideOnError key={attempt.n} fallback={onFailure} onError={() => setFailed(true)}>
        <Suspense fallback={shown}>
          <Part {...props} />
        </Suspense>
      </HideOnError>
    );
  }
  /** Starts loading the chunk before the part is drawn (a failed load is left to the part). */
  LazyPart.preload = () =>
    loadAndKeep().then(
      () => undefined,
      () => undefined,
    );
  return LazyPart;
}
