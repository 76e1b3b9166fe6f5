import {
  type ActionContext,
  applyAction,
  buyNowOffered,
  type EngineAction,
  type EngineAuction,
  type EngineEntry,
  type EngineResult,
  leaderOf,
  minNextBidOf,
  reserveMetOf,
} from "./engine.ts";

export const T0 = 1_700_000_000_000;
export const HOUR = 3_600_000;

/** An auction held in memory and driven through the engine: what the unit, property and integration tests replay. */
export class AuctionSim {
  a: EngineAuction;
  entries: EngineEntry[] = [];
  now = T0;

  constructor(init: Partial<Omit<EngineAuction, "bidders">> = {}) {
    const start = init.startPriceCents ?? 100;
    this.a = {
      status: "active",
      closedAt: null,
      startPriceCents: start,
      reservePriceCents: null,
      buyNowPriceCents: null,
      startTime: T0 - 1000,
      endTime: T0 + HOUR,
      softCloseSeconds: 300,
      priceCents: start,
      bidCount: 0,
      ...init,
      bidders: [],
    };
  }

  act(action: EngineAction, ctx: Partial<ActionContext> = {}): EngineResult {
    const r = applyAction(this.a, action, { now: this.now, sellerSide: false, ...ctx });
    if (r.ok) {
      this.a = r.auction;
      this.entries.push(...r.entries);
    }
    return r;
  }

  bid(bidderId: number, amountCents: number, ctx?: Partial<ActionContext>) {
    return this.act({ type: "bid", bidderId, amountCents }, ctx);
  }
  auto(bidderId: number, maxAmountCents: number, ctx?: Partial<ActionContext>) {
    return this.act({ type: "autoBid", bidderId, maxAmountCents }, ctx);
  }
  cancel(bidderId: number, ctx?: Partial<ActionContext>) {
    return this.act({ type: "cancel", bidderId }, ctx);
  }
  buyNow(bidderId: number, ctx?: Partial<ActionContext>) {
    return this.act({ type: "buyNow", bidderId }, ctx);
  }

  get price() {
    return this.a.priceCents;
  }
  get leader() {
    return leaderOf(this.a.bidders);
  }
  get minNext() {
    return minNextBidOf(this.a);
  }
  get reserveMet() {
    return reserveMetOf(this.a);
  }
  get buyNowOffered() {
    return buyNowOffered(this.a);
  }
  /** Entries as [bidder, amount, auto] triples, oldest first. */
  get list() {
    return this.entries.map((e) => [e.bidderId, e.amountCents, e.auto] as const);
  }
}
