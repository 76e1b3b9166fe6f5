import type { AnyRouter, ParsedLocation } from "@tanstack/react-router";

/**
 * Going back puts a screen where the person left it (rules/product.md §2). The router scrolls once,
 * right after the screen renders; a screen whose content arrives in steps (home's rows render one
 * at a time when the browser is idle, search results stream in) is then too short and the
 * position is clamped. This keeps scrolling to the remembered position as the page grows, until it
 * is reached, the person scrolls or taps themselves, another navigation starts, or 5 s pass.
 */
const CHASE_MS = 5000;
const remembered = new Map<string, number>();
let target: number | undefined;
let stopChase: (() => void) | undefined;

const keyOf = (l: ParsedLocation) => (l.state as { __TSR_key?: string }).__TSR_key ?? l.href;
const fromCityLocation = (l: ParsedLocation | undefined) => !!l && /^\/citylocation\/?$/i.test(l.pathname);

/** The position a screen being rendered now is going back to (screens that render in steps render all of it). */
export function restoringScroll(): boolean {
  return target !== undefined;
}

export function setupBackScroll(router: AnyRouter): () => void {
  const offBefore = router.subscribe("onBeforeLoad", (e) => {
    stopChase?.();
    if (e.fromLocation) remembered.set(keyOf(e.fromLocation), window.scrollY);
    const y = remembered.get(keyOf(e.toLocation));
    // Back from the city picker goes to the top (its rule); a position at the top needs no chase.
    target = y && y > 0 && !fromCityLocation(e.fromLocation) ? y : undefined;
  });
  const offRendered = router.subscribe("onRendered", () => {
    const y = target;
    if (y === undefined) return;
    chase(y);
  });
  return () => {
    offBefore();
    offRendered();
    stopChase?.();
  };
}

function chase(y: number) {
  const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  };
  const observer = new ResizeObserver(attempt);
  const timer = setTimeout(() => stop(), CHASE_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop, true);
    if (stopChase === stop) stopChase = undefined;
    target = undefined;
  };
  stopChase = stop;
  for (const type of userInput) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  attempt();
}
