import { h as getToken } from "./storage-352Vgnio.js";

// src/client/api/sse.ts
/**
 * Opens a Server-Sent Events stream on the real-time service (`VITE_RT_BASE`, default `/rt`).
 * EventSource cannot send headers, so `/me/...` streams carry the access token as `access_token`.
 * The browser reconnects by itself and sends Last-Event-ID. Returns a function that closes it.
 */
function openStream(path, handlers, onError) {
  const url = streamUrl(path);
  const es = new EventSource(url);
  for (const [event, fn] of Object.entries(handlers))
    es.addEventListener(event, (e) => {
      const me = e;
      let data = me.data;
      try {
        data = JSON.parse(me.data);
      } catch {}
      fn(data, me);
    });
  if (onError) es.onerror = onError;
  return () => es.close();
}
function streamUrl(path) {
  const p = path.startsWith("/") ? path : `/${path}`;
  let url = `/rt${p}`;
  const token = getToken();
  if (p.startsWith("/me/") && token)
    url += `${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(token)}`;
  return url;
}

export { openStream as t, streamUrl as n };
