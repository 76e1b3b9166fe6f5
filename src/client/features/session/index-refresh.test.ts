import { beforeEach, describe, expect, it, vi } from "vitest";
import { LocalKey, saveCity, setIdentityToken, takeIndexRefresh } from "../../api/session-store.ts";
import { MemoryStorage } from "../../test/browser-env.ts";

describe("indexIsRefresh (rules/product.md §3)", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("sessionStorage", new MemoryStorage());
  });

  it("is set by a change of city or identity, and taken once", () => {
    expect(takeIndexRefresh()).toBe(false);
    saveCity({ name: "Austin", lat: 30.27, lng: -97.74, manualSelection: true });
    expect(localStorage.getItem(LocalKey.indexIsRefresh)).toBe("1");
    expect(takeIndexRefresh()).toBe(true);
    expect(takeIndexRefresh()).toBe(false);

    // The same city again is no change.
    saveCity({ name: "Austin", lat: 30.27, lng: -97.74, manualSelection: false });
    expect(takeIndexRefresh()).toBe(false);

    setIdentityToken("store-token-1");
    expect(takeIndexRefresh()).toBe(true);
    setIdentityToken("store-token-1");
    expect(takeIndexRefresh()).toBe(false);
    setIdentityToken(null);
    expect(takeIndexRefresh()).toBe(true);
  });
});
