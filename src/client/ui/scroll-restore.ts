import type { AnyRouter, ParsedLocation } from "@tanstack/react-router";

/**
 * Going back puts a screen where the person left it (rules/product.md §2). The router scrolls once,
 * right after the screen renders; a screen whose content arrives in steps (home's rows render one
 * at a time when the browser is idle, search results stream in) is then too short and the
 * position is clamped. This keeps the remembered place on screen as the page grows, until the
 * person scrolls or taps themselves, another navigation starts, or 5 s pass.
 */
const CHASE_MS = 5000;
/**
 * Where a screen was left: the page's offset, and the link the person last used (or the one in the
 * middle of the screen) with its place on the screen. Content that changes above it on the way back
 * (a row of recently viewed items, a banner) would move a plain offset; the link keeps its place.
 */
type Spot = { y: number; href: string | null; top: number };
const remembered = new Map<string, Spot>();
let target: Spot | undefined;
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
    if (e.fromLocation) remembered.set(keyOf(e.fromLocation), spotHere());
    const spot = remembered.get(keyOf(e.toLocation));
    // Back from the city picker goes to the top (its rule); a position at the top needs no chase.
    target = spot && spot.y > 0 && !fromCityLocation(e.fromLocation) ? spot : undefined;
  });
  const offRendered = router.subscribe("onRendered", () => {
    if (target) chase(target);
  });
  return () => {
    offBefore();
    offRendered();
    stopChase?.();
  };
}

const linkIn = (el: Element | null) => el?.closest<HTMLAnchorElement>("main a[href]") ?? null;

function spotHere(): Spot {
  const focused = linkIn(document.activeElement);
  const onScreen = (a: HTMLAnchorElement | null) => {
    const r = a?.getBoundingClientRect();
    return r && r.bottom > 0 && r.top < window.innerHeight ? a : null;
  };
  const link =
    onScreen(focused) ?? linkIn(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2));
  return {
    y: window.scrollY,
    href: link?.getAttribute("href") ?? null,
    top: link ? link.getBoundingClientRect().top : 0,
  };
}

/** The offset that puts the remembered link back at its place on the screen (else the plain offset). */
function offsetFor(spot: Spot): number {
  if (!spot.href) return spot.y;
  let best: number | undefined;
  for (const a of document.querySelectorAll<HTMLAnchorElement>("main a[href]")) {
    if (a.getAttribute("href") !== spot.href) continue;
    const y = a.getBoundingClientRect().top + window.scrollY - spot.top;
    if (best === undefined || Math.abs(y - spot.y) < Math.abs(best - spot.y)) best = y;
  }
  return best ?? spot.y;
}

/** Follows the page as it grows or shifts, until the person takes over, another screen starts, or 5 s pass. */
function chase(spot: Spot) {
  const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const attempt = () => {
    const y = Math.max(0, offsetFor(spot));
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
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
