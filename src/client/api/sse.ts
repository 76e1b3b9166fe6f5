import { RT_BASE } from "./config.ts";
import { getToken } from "./session-store.ts";

export type StreamHandlers = Record<string, (data: unknown, e: MessageEvent) => void>;

/**
 * Opens a Server-Sent Events stream on the real-time service (`VITE_RT_BASE`, default `/rt`).
 * EventSource cannot send headers, so `/me/...` streams carry the access token as `access_token`.
 * The browser reconnects by itself and sends Last-Event-ID. Returns a function that closes it.
 */
export function openStream(path: string, handlers: StreamHandlers, onError?: (e: Event) => void): () => void {
  const url = streamUrl(path);
  const es = new EventSource(url);
  for (const [event, fn] of Object.entries(handlers)) {
    es.addEventListener(event, (e) => {
      const me = e as MessageEvent<string>;
      let data: unknown = me.data;
      try {
        data = JSON.parse(me.data);
      } catch {
        // Not JSON: hand over the text.
      }
      fn(data, me);
    });
  }
  if (onError) es.onerror = onError;
  return () => es.close();
}

export function streamUrl(path: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  let url = `${RT_BASE}${p}`;
  const token = getToken();
  if (p.startsWith("/me/") && token)
    url += `${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(token)}`;
  return url;
}
