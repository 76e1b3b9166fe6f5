import type { HomeSection } from "#shared/contract/catalog";
import { formatCents } from "#shared/money";
import type { AppDeps } from "../../platform/context.ts";
import { homeTemplate } from "./catalog.service.ts";

/**
 * The page `/` as the server sends it: the app's shell plus, from the home rows, the first row's
 * cards painted in the placeholder (so the largest image shows before the app's code has run), a
 * preload of its first covers, and the rows' data inline for the client's first query (no second
 * round trip). Everything here is public and the same for everyone; the app replaces the
 * placeholder when it mounts. A worker-served shell has none of it and works as before.
 */

const FRESH_MS = 10_000;
const ROW_CARDS = 6;

type Cached = { at: number; sections: HomeSection[] };
const cache = new WeakMap<AppDeps, { value: Cached | null; pending: Promise<Cached> | null }>();

/** Home rows at most FRESH_MS old; a stale copy is served while a fresh one is made. */
async function homeRows(deps: AppDeps): Promise<HomeSection[]> {
  let slot = cache.get(deps);
  if (!slot) {
    slot = { value: null, pending: null };
    cache.set(deps, slot);
  }
  const s = slot;
  const refresh = () => {
    s.pending ??= homeTemplate(deps, {})
      .then(({ sections }) => {
        s.value = { at: performance.now(), sections };
        return s.value;
      })
      .finally(() => {
        s.pending = null;
      });
    return s.pending;
  };
  if (!s.value) return (await refresh()).sections;
  if (performance.now() - s.value.at > FRESH_MS) void refresh().catch(() => {});
  return s.value.sections;
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function card(item: HomeSection["list"][number], i: number): string {
  const img = item.cover
    ? `<img src="${escapeHtml(item.cover)}" alt="" width="320" height="320" decoding="async" ${
        i < 2 ? 'fetchpriority="high"' : 'loading="lazy"'
      } class="size-full object-cover">`
    : "";
  const price = item.priceCents != null ? formatCents(item.priceCents) : "—";
  return `<li class="w-[44vw] max-w-48 shrink-0 md:w-auto md:max-w-none"><div class="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"><div class="aspect-square overflow-hidden bg-slate-100">${img}</div><div class="p-3"><p class="line-clamp-2 min-h-[2.5rem] text-sm font-medium leading-5 text-slate-900">${escapeHtml(item.title)}</p><p class="mt-1 text-base font-bold text-slate-900">${price}</p></div></div></li>`;
}

/** `index.html` with the home rows' first paint and data, for a request of `/`. */
export async function homeShell(deps: AppDeps, indexHtml: string): Promise<string> {
  let sections: HomeSection[];
  try {
    sections = await homeRows(deps);
  } catch (err) {
    deps.log.warn("home shell: rows unavailable", { err: String(err) });
    return indexHtml;
  }
  const first = sections.find((s) => s.list.length > 0);
  if (!first) return indexHtml;
  const cards = first.list.slice(0, ROW_CARDS);
  const row = `<div class="mt-6 md:mt-10"><p class="mb-3 text-lg font-bold tracking-tight text-slate-900 md:text-xl">${escapeHtml(
    first.title,
  )}</p><ul class="flex gap-3 overflow-hidden pb-2 md:grid md:grid-cols-4 md:gap-4 lg:grid-cols-6">${cards
    .map(card)
    .join("")}</ul></div>`;
  const preloads = cards
    .slice(0, 2)
    .filter((c) => c.cover)
    .map((c) => `<link rel="preload" as="image" href="${escapeHtml(c.cover!)}" fetchpriority="high">`)
    .join("");
  // The same envelope GET /api/home/template answers; `<` escaped so no text can end the element.
  const envelope = {
    status_code: 1,
    message: "success",
    res_data: { sections },
    server_time: deps.clock.now(),
  };
  const data = `<script type="application/json" id="boot-home">${JSON.stringify(envelope).replace(/</g, "\\u003c")}</script>`;
  return indexHtml
    .replace("</title>", `</title>\n    ${preloads}\n    ${data}`)
    .replace("<!--home-first-row-->", row);
}
