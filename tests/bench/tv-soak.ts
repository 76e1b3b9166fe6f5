/**
 * Bench: a store TV left running ("recovers from a day of running without growing
 * memory"). Not a test.
 *   npx vite build && npx tsx tests/bench/tv-soak.ts     (MINUTES=6 RATE=10 AUCTIONS=30 TURNOVER=20)
 * Starts the built app with demo data, makes a store of seller3 with AUCTIONS live auctions and an
 * "all items" grid TV rotating every 3 s, opens the TV at 1920×1080 in Chromium, then for MINUTES
 * sends RATE bids a second round the lots, every TURNOVER seconds (0: never) lists a new auction (it
 * joins the screen) and withdraws the one listed before it (it leaves), so the screen holds a steady
 * number of items, and
 * drops the network for 5 s every minute (the stream reconnects and catches up). Every 30 s it collects the
 * page's garbage and reads its JS heap, DOM nodes and event listeners. At RATE 10 a 6-minute run
 * carries 3,600 bids: more than a busy store's day, compressed. Prints the samples and the growth
 * after warm-up; a TV that keeps up with a day holds flat. One cache grows with turnover by design:
 * the QR codes drawn (qr-image.tsx keeps up to 600, a label sheet's worth, about 40 KB each at TV
 * size); TURNOVER=0 shows the rest alone.
 */
import { chromium, request as playwrightRequest } from "@playwright/test";
import { bidIncrement } from "#shared/auction";
import { type Actor, api, listingBasics, login, publish } from "../e2e/store-api.ts";
import { CHROMIUM, CHROMIUM_ARGS, startServer } from "./client-server.ts";

const MINUTES = Number(process.env.MINUTES ?? 6);
const RATE = Number(process.env.RATE ?? 10);
const AUCTIONS = Number(process.env.AUCTIONS ?? 30);
const TURNOVER = Number(process.env.TURNOVER ?? 20);

type Sample = { second: number; heapMB: number; nodes: number; listeners: number; bids: number };

const server = await startServer();
const request = await playwrightRequest.newContext({ baseURL: server.url });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const me = await login(request, "seller3@demo.test");
  const store = await api<{ id: number }>(request, "POST", "/store/save", me, { storeName: "Soak Store" });
  const { storeToken } = await api<{ storeToken: string }>(request, "POST", "/sys/chooseIdentity", me, {
    storeId: store.id,
  });
  const seller: Actor = { ...me, storeToken };
  const basics = await listingBasics(request, me);
  const end = Date.now() + 6 * 3600_000;
  const list = (i: number) =>
    publish(request, seller, {
      ...basics,
      title: `Soak lot ${i + 1}`,
      saleType: "auction",
      startPriceCents: 100,
      endTime: end + i * 60_000,
    });
  const lots: { itemNumber: string; price: number; bids: number }[] = [];
  let passing: string | null = null;
  for (let i = 0; i < AUCTIONS; i++) lots.push({ itemNumber: await list(i), price: 100, bids: 0 });
  const { pairingCode } = await api<{ pairingCode: string }>(request, "POST", "/tv/devices/save", seller, {
    name: "Soak TV",
    layout: "grid",
    itemFilter: "all",
    rotationSeconds: 3,
  });
  const buyers = [await login(request, "buyer1@demo.test"), await login(request, "buyer2@demo.test")];

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/tv-display?device=${pairingCode}`);
  await page.locator("[data-item-number]").first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.enable");

  let bidsSent = 0;
  let refused = 0;
  const bid = async (k: number) => {
    const lot = lots[k % lots.length]!;
    // Two buyers take turns on each lot, so nobody outbids themselves.
    const who = buyers[lot.bids % 2]!;
    const amountCents = lot.bids === 0 ? lot.price : lot.price + bidIncrement(lot.price);
    lot.bids++;
    lot.price = amountCents;
    bidsSent++;
    await api(request, "POST", "/item/bid", who, { itemNumber: lot.itemNumber, amountCents }).catch(() => {
      refused++;
    });
  };
  const sample = async (second: number): Promise<Sample> => {
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    const dom = (await cdp.send("Memory.getDOMCounters")) as { nodes: number; jsEventListeners: number };
    return {
      second,
      heapMB: heap.usedSize / 1048576,
      nodes: dom.nodes,
      listeners: dom.jsEventListeners,
      bids: bidsSent,
    };
  };

  const samples: Sample[] = [await sample(0)];
  const t0 = Date.now();
  let listed = AUCTIONS;
  for (let second = 1; second <= MINUTES * 60; second++) {
    const due = t0 + second * 1000;
    await Promise.all(Array.from({ length: RATE }, (_, i) => bid(second * RATE + i)));
    if (TURNOVER > 0 && second % TURNOVER === 0) {
      if (passing) await api(request, "POST", "/item/withdraw", seller, { itemNumber: passing });
      passing = await list(listed++);
    }
    if (second % 60 === 30) await context.setOffline(true);
    if (second % 60 === 35) await context.setOffline(false);
    if (second % 30 === 0) samples.push(await sample(second));
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  console.log("second  heap MB  DOM nodes  listeners  bids sent");
  for (const s of samples)
    console.log(
      `${String(s.second).padStart(6)}  ${s.heapMB.toFixed(2).padStart(7)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(s.bids).padStart(9)}`,
    );
  // Warm-up: the first two minutes (code loaded, caches filled, the list reaches its size).
  const warm = samples.find((s) => s.second >= 120) ?? samples[0]!;
  const end1 = samples.at(-1)!;
  const hours = (end1.second - warm.second) / 3600;
  console.log(
    `after warm-up (${warm.second} s → ${end1.second} s, ${end1.bids - warm.bids} bids): heap ${(end1.heapMB - warm.heapMB).toFixed(2)} MB` +
      ` (${hours > 0 ? ((end1.heapMB - warm.heapMB) / hours).toFixed(1) : "?"} MB/h at this pace), DOM nodes ${end1.nodes - warm.nodes}, listeners ${end1.listeners - warm.listeners}`,
  );
  console.log(`bids: ${bidsSent} sent, ${refused} refused; lots listed and withdrawn: ${listed - AUCTIONS}`);
  const onScreen = await page.locator("[data-item-number]").count();
  console.log(`items on the TV's current slide at the end: ${onScreen}`);
} finally {
  await browser.close();
  await request.dispose();
  await server.stop();
}
