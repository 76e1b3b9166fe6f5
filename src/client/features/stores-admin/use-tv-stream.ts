import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { TvDeviceEvent, TvDisplay, TvItemEvent } from "#shared/contract/stores-admin";
import { subscribeStream } from "../../api/index.ts";
import { noteServerTime } from "../catalog/server-clock.ts";
import { storeToolKeys } from "./stores-admin-queries.ts";
import { applyTvItem } from "./tv-live.ts";

/** How the TV's stream stands: the screen says so only while it is not live. */
export type TvLink = "connecting" | "live" | "reconnecting";

/**
 * Follows the TV's one stream (`/rt/tv/{code}/events`) into the display's query data. The channel
 * and its reconnections (backoff with jitter, at once when the network comes back, resuming from
 * the last event id) belong to api/sse.ts; this adds a fresh start when the device is edited and
 * the end of it when the device is unpaired.
 */
export function useTvStream(code: string): TvLink {
  const qc = useQueryClient();
  const [link, setLink] = useState<TvLink>("connecting");
  useEffect(() => {
    const key = storeToolKeys.tvDisplay(code);
    const sub = subscribeStream(
      `/tv/${encodeURIComponent(code)}/events`,
      {
        display: (data) => {
          const display = data as TvDisplay;
          noteServerTime(display.serverTime, Date.now());
          qc.setQueryData<TvDisplay>(key, display);
        },
        item: (data) => {
          const event = data as TvItemEvent;
          qc.setQueryData<TvDisplay>(key, (d) => (d ? applyTvItem(d, event) : d));
        },
        device: (data) => {
          const event = data as TvDeviceEvent;
          if (event.removed) {
            // Unpaired: drop what it showed, so the screen says so.
            sub.close();
            void qc.resetQueries({ queryKey: key });
            return;
          }
          // New layout, items or pace: a new connection starts with the new display.
          sub.reconnect();
        },
      },
      { onStatus: setLink, state: ["display"] },
    );
    return () => sub.close();
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
