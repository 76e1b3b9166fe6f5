import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type Database, type DbOrTx, outsideAmbientTransaction, queryRows } from "../db/client.ts";
import { events } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import type { Logger } from "./logger.ts";

export type BusEvent = { id: number; channel: string; type: string; data: unknown };
type Listener = (e: BusEvent) => void;

const PG_CHANNEL = "app_events";
// NOTIFY payloads are capped near 8000 bytes (bytes, not characters); larger events travel by id and are read back.
const INLINE_LIMIT = 7000;

/**
 * Events for real-time streams. Publishing writes the event log and NOTIFYs on commit, so every
 * server process on the same PostgreSQL (or the one PGlite process) hears it; SSE endpoints
 * subscribe here and replay from the log for Last-Event-ID.
 */
export class EventBus {
  private listeners = new Map<string, Set<Listener>>();
  private unlisten: (() => Promise<void>) | null = null;
  private delivering: Promise<void> = Promise.resolve();
  /** The highest event id heard: after a lost LISTEN connection the log is read from here. */
  private lastId = 0;
  /** Ids delivered by a catch-up, so that their own NOTIFY (if it comes at all) is not delivered twice. */
  private caught = new Set<number>();

  constructor(
    private database: Database,
    private clock: Clock,
    private log: Logger,
  ) {}

  async start(): Promise<void> {
    const [top] = await queryRows<{ id: number | string | null }>(
      this.database.root,
      sql`SELECT max(id) AS id FROM ${events}`,
    );
    this.lastId = Number(top?.id ?? 0);
    // Notifications can arrive in the async context of the request whose commit sent them (PGlite):
    // delivery leaves that request's transaction, and the bus reads with `database.root`.
    this.unlisten = await this.database.listen(
      PG_CHANNEL,
      (payload) =>
        outsideAmbientTransaction(() => {
          // In order: an event read back from the log must not be overtaken by the ones after it.
          this.delivering = this.delivering.then(() => this.onNotify(payload));
        }),
      () => {
        this.log.warn("bus listening again; catching up from the event log", { after: this.lastId });
        this.delivering = this.delivering.then(() => this.catchUp());
      },
    );
  }

  /**
   * Everything published while the LISTEN connection was down, read from the event log in id order
   * and delivered as if heard: streams, session revocations and key changes miss nothing. Tried
   * again (with a pause) while the database does not answer.
   */
  private async catchUp(): Promise<void> {
    this.caught.clear();
    for (let attempt = 0; ; attempt++) {
      try {
        for (;;) {
          const rows = await this.database.root
            .select()
            .from(events)
            .where(gt(events.id, this.lastId))
            .orderBy(asc(events.id))
            .limit(500);
          for (const r of rows) {
            this.caught.add(r.id);
            this.lastId = Math.max(this.lastId, r.id);
            this.deliver({ id: r.id, channel: r.channel, type: r.type, data: r.data });
          }
          if (rows.length < 500) return;
        }
      } catch (err) {
        if (!this.unlisten || attempt >= 30) {
          this.log.error("bus catch-up failed", { err: String(err) });
          return;
        }
        await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** attempt, 5000)));
      }
    }
  }

  private deliver(event: BusEvent): void {
    const set = this.listeners.get(event.channel);
    if (!set) return;
    for (const l of set) {
      try {
        l(event);
      } catch (err) {
        this.log.error("bus listener failed", { err: String(err) });
      }
    }
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Publish on `channel` (e.g. `item:ABC`, `user:7`). Pass the transaction to publish on its commit. */
  async publish(db: DbOrTx, channel: string, type: string, data: unknown): Promise<number> {
    const [id] = await this.publishMany(db, [{ channel, type, data }]);
    return id!;
  }

  /**
   * Several events in one statement whatever their number: the log insert and a NOTIFY for each
   * row, in id order. A payload over the NOTIFY limit goes without its data; listeners read it back.
   */
  async publishMany(db: DbOrTx, list: Array<Omit<BusEvent, "id">>): Promise<number[]> {
    if (!list.length) return [];
    const json = JSON.stringify(
      list.map((e) => ({ channel: e.channel, type: e.type, data: e.data, created_at: this.clock.now() })),
    );
    const rows = await queryRows<{ id: number | string }>(
      db,
      sql`WITH ins AS (
        INSERT INTO ${events} (channel, type, data, created_at)
        SELECT channel, type, data, created_at
        FROM json_to_recordset(${json}::json) AS x(channel text, type text, data jsonb, created_at bigint)
        RETURNING id, channel, type, data
      ), msg AS (
        SELECT id, jsonb_build_object('id', id, 'channel', channel, 'type', type, 'data', data)::text AS whole,
          jsonb_build_object('id', id, 'channel', channel, 'type', type)::text AS bare
        FROM ins
      )
      SELECT id, pg_notify(${PG_CHANNEL}, CASE WHEN octet_length(whole) > ${INLINE_LIMIT} THEN bare ELSE whole END)
      FROM msg ORDER BY id`,
    );
    return rows.map((r) => Number(r.id));
  }

  subscribe(channel: string, listener: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  /** Events on `channel` after `afterId`, oldest first (for Last-Event-ID). */
  async replay(channel: string, afterId: number, limit = 500): Promise<BusEvent[]> {
    const rows = await this.database.root
      .select()
      .from(events)
      .where(and(eq(events.channel, channel), gt(events.id, afterId)))
      .orderBy(asc(events.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, channel: r.channel, type: r.type, data: r.data }));
  }

  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }

  private async onNotify(payload: string): Promise<void> {
    try {
      const msg = JSON.parse(payload) as { id: number; channel: string; type: string; data?: unknown };
      if (this.caught.delete(msg.id)) return;
      this.lastId = Math.max(this.lastId, msg.id);
      const set = this.listeners.get(msg.channel);
      if (!set || set.size === 0) return;
      let data = msg.data;
      if (data === undefined) {
        const [row] = await this.database.root.select().from(events).where(eq(events.id, msg.id));
        data = row?.data;
      }
      this.deliver({ id: msg.id, channel: msg.channel, type: msg.type, data });
    } catch (err) {
      this.log.error("bus notify failed", { err: String(err) });
    }
  }
}
