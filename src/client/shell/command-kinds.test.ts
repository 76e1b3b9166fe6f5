import { describe, expect, it } from "vitest";
import { confirmCommands } from "../features/orders/confirm-queue.ts";
import { itemCommands } from "../features/selling/item-commands.ts";
import { handlerOf, commandKinds as registered } from "../offline/command-kinds.ts";
import { commandKinds } from "./command-kinds.ts";

describe("the app's command kinds", () => {
  it("loading a feature's queue code registers nothing: only start-up does", async () => {
    // Both feature modules are loaded above, as a screen would load them.
    expect(registered()).toBeNull();
    expect(await handlerOf("save")).toBeNull();
    expect(await handlerOf("confirm")).toBeNull();
  });

  it("names each feature's sender, and parks bids and offers", async () => {
    const send = async (k: keyof typeof commandKinds) => {
      const spec = commandKinds[k];
      return "send" in spec ? spec.send() : null;
    };
    expect(await send("save")).toBe(itemCommands);
    expect(await send("publish")).toBe(itemCommands);
    expect(await send("confirm")).toBe(confirmCommands);
    expect(commandKinds.bid).toHaveProperty("parked");
    expect(commandKinds.offer).toHaveProperty("parked");
  });
});
