import { afterEach, describe, expect, it } from "vitest";
import { confirmCommand } from "../test/commands.ts";
import {
  _resetCommandKinds,
  type CommandKinds,
  commandKinds,
  handlerOf,
  registerCommandKinds,
} from "./command-kinds.ts";
import { type Command, type CommandHandler, CommandQueue, type NewCommand } from "./command-queue.ts";
import { memoryKv } from "./kv.ts";

/** A queue whose senders come from the registry, as the app's does (commands.ts). */
function registryQueue() {
  let n = 0;
  return new CommandQueue(memoryKv(), {
    newKey: () => `key-${n++}`,
    now: () => 1_000 + n,
    isOnline: () => true,
    currentUserId: () => 7,
    lock: (fn) => fn(),
    handlerOf,
  });
}

const bid: NewCommand<"bid"> = {
  kind: "bid",
  chain: "bid:A1",
  userId: 7,
  identityToken: null,
  label: "Lamp",
  itemNumber: "A1",
  title: "Lamp",
  bid: "bid",
  amountCents: 500,
  seenMinCents: 400,
};

/** Kinds whose confirm sender records what it sends; `loads` counts how often its module loaded. */
function kinds(over: Partial<CommandKinds> = {}) {
  const sent: string[] = [];
  const loads = { confirm: 0 };
  const confirmSender: CommandHandler<"confirm"> = {
    send: async (c) => {
      sent.push(c.orderNumber);
      return { ok: true, landed: null };
    },
  };
  const never = async (): Promise<never> => {
    throw new Error("not this kind");
  };
  const list: CommandKinds = {
    save: { send: never },
    publish: { send: never },
    confirm: {
      send: async () => {
        loads.confirm++;
        return confirmSender;
      },
    },
    bid: { parked: true },
    offer: { parked: true },
    ...over,
  };
  return { list, sent, loads };
}

afterEach(() => _resetCommandKinds());

describe("the command kinds, registered once at start-up", () => {
  it("nothing is registered until the app says so, and a second registration is refused", () => {
    expect(commandKinds()).toBeNull();
    const k = kinds();
    registerCommandKinds(k.list);
    expect(commandKinds()).toBe(k.list);
    expect(() => registerCommandKinds(kinds().list)).toThrow(/once/);
  });

  it("with nothing registered a flush sends nothing and keeps the command", async () => {
    const queue = registryQueue();
    await queue.enqueue(confirmCommand("O1"));
    await queue.flush();
    expect(await queue.list(7)).toHaveLength(1);
    expect(await handlerOf("confirm")).toBeNull();
  });

  it("a kind's sender loads only when one of its commands has to go, and once", async () => {
    const k = kinds();
    registerCommandKinds(k.list);
    const queue = registryQueue();
    await queue.flush();
    expect(k.loads.confirm).toBe(0);
    await queue.enqueue(confirmCommand("O1"));
    await queue.flush();
    await queue.enqueue(confirmCommand("O2"));
    await queue.flush();
    expect(k.sent).toEqual(["O1", "O2"]);
    expect(k.loads.confirm).toBe(1);
    expect(await queue.list(7)).toEqual([]);
  });

  it("a parked kind is never sent by a flush, however it was queued", async () => {
    const k = kinds();
    registerCommandKinds(k.list);
    const queue = registryQueue();
    await queue.enqueue(bid);
    // Even queued as pending (a mistake), a parked kind has no sender: it waits.
    await queue.enqueue({ ...bid, chain: "bid:A2", itemNumber: "A2" });
    await queue.flush();
    expect((await queue.list(7)).map((c: Command) => c.status)).toEqual(["pending", "pending"]);
    expect(await handlerOf("bid")).toBeNull();
  });

  it("a sender whose module cannot load (offline, never cached) is tried again on the next flush", async () => {
    let fail = true;
    const k = kinds();
    const real = k.list.confirm;
    registerCommandKinds({
      ...k.list,
      confirm: {
        send: async () => {
          if (fail) throw new TypeError("Failed to fetch dynamically imported module");
          return "send" in real ? real.send() : Promise.reject(new Error("parked"));
        },
      },
    });
    const queue = registryQueue();
    await queue.enqueue(confirmCommand("O1"));
    await queue.flush();
    expect(k.sent).toEqual([]);
    expect(await queue.list(7)).toHaveLength(1);
    fail = false;
    await queue.flush();
    expect(k.sent).toEqual(["O1"]);
  });
});
