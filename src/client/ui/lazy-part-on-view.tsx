import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { lazyPart } from "./lazy-part.tsx";

/**
 * A lazily loaded part below the fold (lazyPart's rules: in place on the server, its fallback if
 * its chunk cannot load): its chunk loads only once its place (a wrapping <div>) comes near the
 * viewport. A server-rendered part stays as the server drew it until then, and hydrates after.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps
export function lazyPartOnView<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = null,
): (props: ComponentProps<C>) => ReactNode {
  // Seen once anywhere, the chunk loads (and stays) for every place that shows the part.
  let show = () => {};
  const seen = new Promise<void>((resolve) => {
    show = resolve;
  });
  // The chunk load timeout counts from the moment the part is seen, not from the first render.
  const Part = lazyPart(load, fallback, import.meta.env.SSR ? {} : { startWhen: seen });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level
  function OnView(props: ComponentProps<C>) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = place.current;
      if (!el || typeof IntersectionObserver === "undefined") return show();
      const io = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          io.disconnect();
          show();
        },
        { rootMargin: "400px 0px" },
      );
      io.observe(el);
      return () => io.disconnect();
    }, []);
    return (
      <div ref={place}>
        <Part {...props} />
      </div>
    );
  }
  return OnView;
}
