import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { TvDeviceEvent, TvDisplay, TvItemEvent } from "#shared/contract/stores-admin";
import { streamUrl } from "../../api/sse.ts";
import { noteServerTime } from "../catalog/server-clock.ts";
import { storeToolKeys } from "./stores-admin-queries.ts";
import { applyTvItem, reconnectDelay } from "./tv-live.ts";

/** How the TV's stream stands: the screen says so only while it is not live. */
export type TvLink = "connecting" | "live" | "reconnecting";

/**
 * Follows the TV's one stream (`/rt/tv/{code}/events`) into the display's query data. The browser's
 * EventSource retries a dropped connection by itself with Last-Event-ID; this adds what it does not
 * do: a new connection at once when the network comes back, retries with backoff after an answer
 * that makes EventSource give up (a proxy's 502 while the server restarts), and a fresh start when
 * the device is edited. The last event id is kept so every new connection resumes where it left off.
 */
export function useTvStream(code: string): TvLink {
  const qc = useQueryClient();
  const [link, setLink] = useState<TvLink>("connecting");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const key = storeToolKeys.tvDisplay(code);
    let es: EventSource | null = null;
    let lastId = "";
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;

    const close = () => {
      es?.close();
      es = null;
    };
    const schedule = () => {
      close();
      if (retry || stopped) return;
      retry = setTimeout(() => {
        retry = null;
        attempt++;
        open();
      }, reconnectDelay(attempt));
    };
    const open = () => {
      if (stopped) return;
      if (retry) clearTimeout(retry);
      retry = null;
      close();
      const query = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : "";
      const src = new EventSource(streamUrl(`/tv/${encodeURIComponent(code)}/events${query}`));
      es = src;
      const track = (e: MessageEvent<string>) => {
        if (e.lastEventId) lastId = e.lastEventId;
      };
      src.addEventListener("display", (e) => {
        const display = JSON.parse(e.data) as TvDisplay;
        noteServerTime(display.serverTime, Date.now());
        qc.setQueryData<TvDisplay>(key, display);
        attempt = 0;
        setLink("live");
      });
      src.addEventListener("item", (e) => {
        track(e);
        const event = JSON.parse(e.data) as TvItemEvent;
        qc.setQueryData<TvDisplay>(key, (d) => (d ? applyTvItem(d, event) : d));
      });
      src.addEventListener("device", (e) => {
        track(e);
        const event = JSON.parse(e.data) as TvDeviceEvent;
        if (event.removed) {
          // Unpaired: drop what it showed, so the screen says so.
          stopped = true;
          close();
          void qc.resetQueries({ queryKey: key });
          return;
        }
        // New layout, items or pace: a new connection starts with the new display.
        open();
      });
      src.onerror = () => {
        if (es !== src) return;
        setLink("reconnecting");
        // CONNECTING: the browser retries by itself. CLOSED: it gave up; we keep trying.
        if (src.readyState === EventSource.CLOSED) schedule();
      };
    };
    const offline = () => {
      close();
      setLink("reconnecting");
    };
    const online = () => {
      attempt = 0;
      open();
    };
    open();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      close();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [code, qc]);
  return link;
}

/** Keeps the screen on while the display shows (Wake Lock where the browser has it; taken again on return). */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = async () => {
      if (stopped || document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request("screen");
      } catch {
        // Refused (no user gesture yet, power saving): the TV's own settings keep it on.
      }
    };
    const onVisible = () => void take();
    void take();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, []);
}
