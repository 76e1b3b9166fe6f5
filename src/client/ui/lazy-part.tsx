import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

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

/**
 * A lazily loaded part of the shell that is not the page (a header, a dialog, a background helper).
 * Its chunk can fail to load: offline before the worker has cached it, or mid-deploy. Then the part
 * shows its fallback instead of taking the page down, and loads again once the network is back
 * (React.lazy keeps a failed load for good, so each try is a new lazy component). The fallback can
 * be drawn from the part's props (a lighter form of the same part, the same size).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode | ((props: ComponentProps<C>) => ReactNode) = null,
): ((props: ComponentProps<C>) => ReactNode) & { preload: () => Promise<void> } {
  // The server renders the part in place, inside the same boundary, so the HTML is complete
  // without JavaScript (a crawler, a preview) and the browser hydrates it once its chunk is in.
  // A part whose chunk is already in (loaded on the server, or preloaded) draws at once, without
  // its fallback for a moment.
  let loaded: C | null = null;
  const loadAndKeep = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  if (import.meta.env.SSR) void loadAndKeep();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level
  function LazyPart(props: ComponentProps<C>) {
    const [attempt, setAttempt] = useState(() => ({ n: 0, Part: loaded ?? lazy(loadAndKeep) }));
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return;
      const retry = () => {
        setFailed(false);
        setAttempt((a) => ({ n: a.n + 1, Part: lazy(loadAndKeep) }));
      };
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, [failed]);
    const Part = attempt.Part as ComponentType<ComponentProps<C>>;
    const shown = typeof fallback === "function" ? fallback(props) : fallback;
    return (
      <HideOnError key={attempt.n} fallback={shown} onError={() => setFailed(true)}>
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
