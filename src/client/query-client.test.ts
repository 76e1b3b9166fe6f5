import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, refetchAfterServerChange } from "./query-client.ts";

/** A list on a "server" whose reads answer only when the test releases them. */
function slowServer() {
  let rows = ["old"];
  const pending: Array<() => void> = [];
  return {
    change: (next: string[]) => {
      rows = next;
    },
    read: () => {
      const answer = rows; // read now, answered later (the response is on its way)
      return new Promise<string[]>((resolve) => pending.push(() => resolve(answer)));
    },
    releaseAll: () => {
      for (const release of pending.splice(0)) release();
    },
    get waiting() {
      return pending.length;
    },
  };
}

async function watchedList(server: ReturnType<typeof slowServer>) {
  const qc = createQueryClient();
  const observer = new QueryObserver(qc, { queryKey: ["list"], queryFn: server.read });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(server.waiting).toBe(1));
  return { qc, observer, stop };
}

describe("refetchAfterServerChange", () => {
  it("a change announced during the first read is not lost", async () => {
    const server = slowServer();
    const { qc, observer, stop } = await watchedList(server);
    server.change(["old", "new"]);
    const done = refetchAfterServerChange(qc, ["list"]);
    await vi.waitFor(() => expect(server.waiting).toBe(2));
    server.releaseAll();
    await done;
    expect(observer.getCurrentResult().data).toEqual(["old", "new"]);
    stop();
  });

  it("a read awaited outside any screen (a route loader) gets the new answer, not a cancellation", async () => {
    const server = slowServer();
    const qc = createQueryClient();
    const loading = qc.fetchQuery({ queryKey: ["list"], queryFn: server.read });
    await vi.waitFor(() => expect(server.waiting).toBe(1));
    server.change(["old", "new"]);
    const done = refetchAfterServerChange(qc, ["list"]);
    await vi.waitFor(() => expect(server.waiting).toBe(2));
    server.releaseAll();
    await done;
    await expect(loading).resolves.toEqual(["old", "new"]);
    expect(qc.getQueryData(["list"])).toEqual(["old", "new"]);
  });

  it("a plain invalidation joins the first read and keeps its stale answer (why the helper exists)", async () => {
    const server = slowServer();
    const { qc, observer, stop } = await watchedList(server);
    server.change(["old", "new"]);
    const done = qc.invalidateQueries({ queryKey: ["list"] });
    server.releaseAll();
    await done;
    expect(server.waiting).toBe(0);
    expect(observer.getCurrentResult().data).toEqual(["old"]);
    stop();
  });
});
