import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allBidsInOrder } from "#server/modules/auctions/auctions.repo";
import { AuctionSim } from "#server/modules/auctions/engine-sim";
import { Code } from "#shared/codes";
import { bidder, createAuction, itemRow } from "./auctions.fixtures.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe("200 concurrent bids on one item", () => {
  it("serialise on the row lock, lose nothing, and end where the rules replayed in commit order end", async () => {
    const seller = await createUser(s);
    const people: TestUser[] = [];
    for (let i = 0; i < 20; i++) people.push(await createUser(s));
    const item = await createAuction(s, seller.id, { startPriceCents: 100, reservePriceCents: 20_000 });
    const n = item.itemNumber;
    // Two auto-bidders first (known order), so the burst also exercises automatic answers.
    expect((await bidder(s, people[0]!).auto(n, 15_000)).body.status_code).toBe(Code.OK);
    expect((await bidder(s, people[1]!).auto(n, 30_000)).body.status_code).toBe(Code.OK);
    const setupEntries = (await itemRow(s, n)).bidCount;

    // 200 face bids at once: amounts spread so that many pass the minimum at their turn.
    const requests = Array.from({ length: 200 }, (_, i) => {
      const u = people[2 + (i % 18)]!;
      const amount = 20_250 + i * 500 - ((i * 7919) % 5) * 300;
      return bidder(s, u).bid(n, amount);
    });
    const answers = await Promise.all(requests);
    const codes = answers.map((r) => r.body.status_code);
    const accepted = codes.filter((c) => c === Code.OK).length;
    expect(
      codes.every((c) => c === Code.OK || c === Code.BID_TOO_LOW || c === Code.ALREADY_HIGH_BIDDER),
    ).toBe(true);
    expect(accepted).toBeGreaterThan(20);

    // Replay: the setup actions, then every face bid in the order the database gave them seqs.
    const rows = await allBidsInOrder(s.deps.database.db, item.id);
    const sim = new AuctionSim({ startPriceCents: 100, reservePriceCents: 20_000, endTime: item.endTime! });
    sim.now = s.clock.now();
    sim.auto(people[0]!.id, 15_000);
    sim.auto(people[1]!.id, 30_000);
    expect(sim.a.bidCount).toBe(setupEntries);
    const faceBids = rows.filter((r) => !r.auto && r.seq > setupEntries);
    expect(faceBids.length).toBe(accepted);
    for (const r of faceBids) {
      const res = sim.bid(r.bidderId, r.amountCents);
      expect(res.ok).toBe(true);
    }
    expect(rows.map((r) => [r.seq, r.bidderId, r.amountCents, r.auto])).toEqual(
      sim.entries.map((e) => [e.seq, e.bidderId, e.amountCents, e.auto]),
    );
    const final = await itemRow(s, n);
    expect(final.bidCount).toBe(sim.a.bidCount);
    expect(final.currentPriceCents).toBe(sim.price);
    expect(final.leaderId).toBe(sim.leader);
    // Every accepted answer saw a consistent state: bid counts are distinct and increasing.
    const counts = answers
      .filter((r) => r.body.status_code === Code.OK)
      .map((r) => r.body.res_data.bidCount as number);
    expect(new Set(counts).size).toBe(counts.length);
  });
});
