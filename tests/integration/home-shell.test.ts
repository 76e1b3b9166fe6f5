import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeShell } from "#server/modules/catalog/home-shell";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const INDEX = `<html><head><title>t</title></head><body><div id="root"><div><!--home-first-row--></div></div></body></html>`;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe("the page / as the server sends it", () => {
  it("is the plain shell while there is nothing to show", async () => {
    const empty = await startTestServer();
    try {
      expect(await homeShell(empty.deps, INDEX)).toBe(INDEX);
    } finally {
      await empty.close();
    }
  });

  it("paints the first home row, preloads its first covers and carries the rows' data safely", async () => {
    const seller = await createUser(s);
    const hostile = `Lamp </script><img src=x onerror=alert(1)> & "quotes"`;
    await createItem(s, { sellerId: seller.id, title: hostile, images: ["abc123"], priceCents: 1999 });
    const html = await homeShell(s.deps, INDEX);
    const api = await s.call("GET", "/api/home/template");
    const json = /<script type="application\/json" id="boot-home">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    // Nothing in the data can close the element; it parses back to what the API answers.
    expect(json).not.toContain("</");
    const inline = JSON.parse(json!);
    expect(inline.status_code).toBe(1);
    expect(inline.res_data).toEqual(api.body.res_data);
    // The card is painted with its title escaped, in place of the marker.
    expect(html).not.toContain("<!--home-first-row-->");
    expect(html).toContain(
      "Lamp &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;",
    );
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("$19.99");
    const first = api.body.res_data.sections.find((x: { list: unknown[] }) => x.list.length > 0);
    const cover = first.list[0].cover as string;
    expect(html).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high">`);
  });
});
