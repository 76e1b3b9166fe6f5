/**
 * A tiny first script that runs before the app bundle is evaluated: on `/` it starts the home
 * page's data request and preloads the first cover images, so the network works while the main
 * bundle downloads and parses. The home query takes the answer from `takeBootData`.
 */
type BootWindow = Window & { __bootData?: Record<string, Promise<unknown>> };

const w = window as BootWindow;
if (location.pathname === "/") {
  const base = import.meta.env.VITE_API_BASE || "/api";
  const headers: Record<string, string> = { platform: "hweb", Accept: "application/json" };
  try {
    const token = localStorage.getItem("token");
    // Only a fresh token: an expired one needs the request helper's refresh first.
    if (token && Number(localStorage.getItem("expirationTime")) > Date.now())
      headers.Authorization = `Bearer ${token}`;
    const identity = sessionStorage.getItem("identityToken") || localStorage.getItem("identityToken");
    if (identity && headers.Authorization) headers["X-Identity-Token"] = identity;
  } catch {
    // Storage blocked: an anonymous request is fine for the catalogue.
  }
  const p = fetch(`${base}/home/template`, { headers, credentials: "same-origin" })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  w.__bootData = { "/home/template": p };
  void p.then(
    (
      env: {
        status_code?: number;
        res_data?: { sections?: { list?: { cover?: string | null }[] }[] };
      } | null,
    ) => {
      const first =
        env?.status_code === 1 ? env.res_data?.sections?.find((s) => s.list?.length)?.list : undefined;
      for (const item of first?.slice(0, 3) ?? []) {
        if (!item.cover) continue;
        const link = document.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = item.cover;
        link.setAttribute("fetchpriority", "high");
        document.head.append(link);
      }
    },
  );
}
