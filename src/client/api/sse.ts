import type { StreamTicket } from "#shared/contract/notifications";
import { call, refusedAsNull } from "./call.ts";
import { RT_BASE } from "./config.ts";
import { getToken } from "./session-store.ts";
import { checkToken } from "./tokens.ts";

/**
 * The app's one owner of Server-Sent Events streams on the real-time service (`VITE_RT_BASE`,
 * default `/rt`). A page opens each channel (`/me/events`, `/items/{n}/events`, `/tv/{code}/events`)
 * at most once, however many screens listen: they subscribe, the first opens it, the last closes it.
 * One reconnect policy for all of them:
 * - a dropped or refused connection is closed and tried again after a backoff with jitter
 *   (1 s, 2 s, 4 s … 30 s, ±20 %, so many tabs do not come back in step); the first event of a
 *   connection (each starts with the current state) resets it; going offline drops the connection
 *   at once, and coming back online retries at once;
 * - the new connection resumes after the last event id seen (`lastEventId`), so the server replays
 *   what was missed;
 * - the user's own channels (`/me/…`) never carry the access token in their URL: each connection
 *   asks `POST /rt/ticket` (with the Authorization header, after the usual token check, forcing a
 *   refresh after repeated refusals in case the local clock is wrong) for a one-use ticket.
 * The browser's own EventSource retry is not used: it would present a spent ticket again.
 */

export type StreamHandlers = Record<string, (data: unknown, e: MessageEvent) => void>;
/** How a channel stands: `live` once its connection delivered an event. */
export type StreamStatus = "connecting" | "live" | "reconnecting";

export type StreamOptions = {
  /** A new connection is up: events may have been missed before it (called before its events). */
  onConnected?: () => void;
  onStatus?: (status: StreamStatus) => void;
  /**
   * Event types that carry the channel's whole current state (the first event of every
   * connection): a subscriber joining an open channel gets the latest one at once.
   */
  state?: readonly string[];
};

export type StreamSubscription = {
  /** Leave the channel (the last one to leave closes it). */
  close(): void;
  /** A new connection now (e.g. the server said the channel's setup changed); resumes from the last id. */
  reconnect(): void;
};

/** The part of EventSource the channel uses (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void): void;
  close(): void;
};

export type StreamDeps = {
  /** Null where there is no EventSource (server rendering). */
  createEventSource: ((url: string) => EventSourceLike) | null;
  /** A one-use ticket for a `/me/…` channel, or null when refused. */
  ticket: (opts: { force: boolean }) => Promise<string | null>;
  hasToken: () => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (t: unknown) => void;
  random: () => number;
  /** Calls these when the browser goes offline and comes back online; returns a function that stops it. */
  onNetwork: (on: { offline: () => void; online: () => void }) => () => void;
};

/** Reconnect delays: 1 s, 2 s, 4 s … up to 30 s, each ±20 % so many tabs do not reconnect in step. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Channels of the signed-in user: opened with a ticket. */
const isPersonal = (path: string) => path.startsWith("/me/");

export function streamUrl(path: string, query: Record<string, string> = {}): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  const qs = new URLSearchParams(query).toString();
  return `${RT_BASE}${p}${qs ? `${p.includes("?") ? "&" : "?"}${qs}` : ""}`;
}

type Subscriber = { handlers: StreamHandlers; opts: StreamOptions };

type Channel = {
  path: string;
  subs: Set<Subscriber>;
  /** Event types someone listens to: each connection registers all of them. */
  types: Set<string>;
  es: EventSourceLike | null;
  /** Bumped by every (re)connection and by the close: a late ticket or event of an old one is dropped. */
  gen: number;
  lastId: string;
  attempt: number;
  timer: unknown;
  status: StreamStatus;
  latest: Map<string, { data: unknown; e: MessageEvent }>;
};

export function createStreams(deps: StreamDeps) {
  const channels = new Map<string, Channel>();
  let stopNetwork: (() => void) | null = null;

  const setStatus = (ch: Channel, status: StreamStatus) => {
    if (ch.status === status) return;
    ch.status = status;
    for (const s of ch.subs) s.opts.onStatus?.(status);
  };

  const dropConnection = (ch: Channel) => {
    if (ch.timer !== null) deps.clearTimeout(ch.timer);
    ch.timer = null;
    if (ch.es) {
      ch.es.onerror = null;
      ch.es.onopen = null;
      ch.es.close();
    }
    ch.es = null;
  };

  const schedule = (ch: Channel) => {
    dropConnection(ch);
    if (!channels.has(ch.path)) return;
    setStatus(ch, "reconnecting");
    const gen = ++ch.gen;
    ch.timer = deps.setTimeout(
      () => {
        ch.timer = null;
        if (ch.gen === gen) void connect(ch);
      },
      backoffDelay(ch.attempt++, deps.random),
    );
  };

  const listen = (ch: Channel, es: EventSourceLike, gen: number, type: string) => {
    es.addEventListener(type, (e) => {
      if (ch.gen !== gen) return;
      if (e.lastEventId) ch.lastId = e.lastEventId;
      ch.attempt = 0;
      setStatus(ch, "live");
      let data: unknown = e.data;
      try {
        data = JSON.parse(e.data);
      } catch {
        // Not JSON: hand over the text.
      }
      ch.latest.set(type, { data, e });
      for (const s of [...ch.subs]) s.handlers[type]?.(data, e);
    });
  };

  const connect = async (ch: Channel) => {
    const create = deps.createEventSource;
    if (!create || !channels.has(ch.path)) return;
    dropConnection(ch);
    const gen = ++ch.gen;
    const query: Record<string, string> = {};
    if (ch.lastId) query.lastEventId = ch.lastId;
    if (isPersonal(ch.path)) {
      // Signed out: nothing to open (screens subscribe again when someone signs in).
      if (!deps.hasToken()) return;
      let ticket: string | null = null;
      try {
        ticket = await deps.ticket({ force: ch.attempt >= 2 });
      } catch {
        // Offline or the server is down: the backoff below.
      }
      if (ch.gen !== gen || !channels.has(ch.path)) return;
      if (!ticket) {
        if (deps.hasToken()) schedule(ch);
        return;
      }
      query.ticket = ticket;
    }
    const es = create(streamUrl(ch.path, query));
    ch.es = es;
    es.onopen = () => {
      if (ch.gen !== gen) return;
      for (const s of [...ch.subs]) s.opts.onConnected?.();
    };
    for (const type of ch.types) listen(ch, es, gen, type);
    es.onerror = () => {
      if (ch.gen !== gen) return;
      // Refused, dropped, or the server going away: one policy, whatever the browser would do.
      schedule(ch);
    };
  };

  // Offline: the connection cannot live, so say so now and wait (the backoff, or the way back online).
  const offline = () => {
    for (const ch of channels.values()) schedule(ch);
  };
  const online = () => {
    for (const ch of channels.values()) {
      // Only those waiting for their next try: the others are up or on their way.
      if (ch.timer === null) continue;
      ch.attempt = 0;
      void connect(ch);
    }
  };

  function subscribe(path: string, handlers: StreamHandlers, opts: StreamOptions = {}): StreamSubscription {
    const p = path.startsWith("/") ? path : `/${path}`;
    const sub: Subscriber = { handlers, opts };
    let ch = channels.get(p);
    const fresh = !ch;
    if (!ch) {
      ch = {
        path: p,
        subs: new Set(),
        types: new Set(),
        es: null,
        gen: 0,
        lastId: "",
        attempt: 0,
        timer: null,
        status: "connecting",
        latest: new Map(),
      };
      channels.set(p, ch);
      stopNetwork ??= deps.onNetwork({ offline, online });
    }
    const channel = ch;
    channel.subs.add(sub);
    for (const type of Object.keys(handlers)) {
      if (channel.types.has(type)) continue;
      channel.types.add(type);
      if (channel.es) listen(channel, channel.es, channel.gen, type);
    }
    opts.onStatus?.(channel.status);
    if (fresh) void connect(channel);
    else
      for (const type of opts.state ?? []) {
        const last = channel.latest.get(type);
        if (last) handlers[type]?.(last.data, last.e);
      }
    let left = false;
    return {
      close() {
        if (left) return;
        left = true;
        channel.subs.delete(sub);
        if (channel.subs.size > 0) return;
        channels.delete(channel.path);
        channel.gen++;
        dropConnection(channel);
        if (channels.size === 0) {
          stopNetwork?.();
          stopNetwork = null;
        }
      },
      reconnect() {
        if (left) return;
        channel.attempt = 0;
        void connect(channel);
      },
    };
  }

  return {
    subscribe,
    /** Open channels and their subscriber counts (tests, diagnostics). */
    channels: () => new Map([...channels].map(([p, c]) => [p, c.subs.size])),
  };
}

async function fetchTicket(opts: { force: boolean }): Promise<string | null> {
  if (opts.force) await checkToken({ force: true });
  // As the person (streams never act as a store); the helper checks the token first and refreshes
  // on 10020, and a signed-out session (100024) forgets the token.
  // Refused (signed out, revoked): no ticket; no answer at all is the reconnect policy's to retry.
  const answer = await refusedAsNull(
    call<StreamTicket>("POST", "/ticket", { base: RT_BASE, identity: null }),
  );
  return answer?.ticket ?? null;
}

const streams = createStreams({
  createEventSource: typeof EventSource === "undefined" ? null : (url) => new EventSource(url),
  ticket: fetchTicket,
  hasToken: () => Boolean(getToken()),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (t) => globalThis.clearTimeout(t as ReturnType<typeof setTimeout>),
  random: Math.random,
  onNetwork: ({ offline, online }) => {
    if (typeof window === "undefined") return () => undefined;
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  },
});

/** Listen to a channel of the real-time service; see the top of this file. */
export const subscribeStream = streams.subscribe;
