import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keepLastGoodData } from "./query-persister.ts";

function persisted(client: QueryClient) {
  return keepLastGoodData({
    timestamp: Date.now(),
    buster: "test",
    clientState: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.data !== undefined }),
  });
}

describe("keepLastGoodData", () => {
  it("keeps the data of a query whose refetch failed, as a success", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ["home"], queryFn: async () => ["item 1"] });
    await client
      .fetchQuery({
        queryKey: ["home"],
        staleTime: 0,
        queryFn: async () => {
          throw new Error("offline");
        },
      })
      .catch(() => undefined);
    expect(client.getQueryState(["home"])?.status).toBe("error");

    const saved = persisted(client);
    const fresh = new QueryClient();
    hydrate(fresh, saved.clientState);
    expect(fresh.getQueryData(["home"])).toEqual(["item 1"]);
    expect(fresh.getQueryState(["home"])).toMatchObject({ status: "success", error: null });
  });

  it("leaves out queries that never had data", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client
      .fetchQuery({
        queryKey: ["never"],
        queryFn: async () => {
          throw new Error("offline");
        },
      })
      .catch(() => undefined);
    await client.fetchQuery({ queryKey: ["seen"], queryFn: async () => 1 });
    expect(persisted(client).clientState.queries.map((q) => q.queryKey)).toEqual([["seen"]]);
  });
});
