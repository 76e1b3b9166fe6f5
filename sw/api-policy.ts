/**
 * Which API answers the worker keeps, and how (sw/sw.ts registers the routes).
 *
 * - `swr` (stale-while-revalidate): public answers that change slowly and carry nothing per user.
 * - `fresh` (network first, 3 s timeout, the stored copy only when offline or slow): search results
 *   and item detail, whose prices, bid counts and end times must not go stale.
 * - `null`: the network only, nothing stored. Signed-in item detail requests land here: their answer
 *   has per-user fields (`watching`), and one cache is shared by everyone using the device, so it is
 *   neither stored nor answered from a copy stored for someone else (the page keeps its own persisted
 *   query cache for offline). This is simpler and safer than stripping fields from a stored answer.
 */
export type ApiPolicy = "swr" | "fresh" | null;

const SWR_API = [/^\/api\/home\/template$/, /^\/api\/category\/list$/];
const FRESH_API = [/^\/api\/search\/items$/, /^\/api\/item\/detail$/];
/** Answers that differ per signed-in user: never cached for a request that carries a token. */
const PER_USER_API = [/^\/api\/item\/detail$/];

export function apiPolicy(url: URL, request: Pick<Request, "method" | "headers">, origin: string): ApiPolicy {
  // Only GET is ever cached; writes and everything else under /api and /rt go straight to the network.
  if (request.method !== "GET" || url.origin !== origin) return null;
  const path = url.pathname;
  if (SWR_API.some((re) => re.test(path))) return "swr";
  if (!FRESH_API.some((re) => re.test(path))) return null;
  if (request.headers.has("Authorization") && PER_USER_API.some((re) => re.test(path))) return null;
  return "fresh";
}

/** Seconds NetworkFirst waits for the network before answering from the cache. */
export const FRESH_NETWORK_TIMEOUT_S = 3;
