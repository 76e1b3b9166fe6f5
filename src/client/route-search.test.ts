import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ORDER_LIST_TYPES } from "#shared/order-states";
import * as accounts from "./features/accounts/route-helpers.ts";
import { MY_BIDS_TABS } from "./features/auctions/my-bids-screen.tsx";
import * as orders from "./features/orders/route-search.ts";
import * as search from "./features/search/search-params.ts";
import * as selling from "./features/selling/route-search.ts";
import { AuthorizeSearchSchema } from "./features/stores-admin/authorize-search.ts";
import * as wallet from "./features/wallet/route-search.ts";
import { TRANSACTION_TYPES } from "./features/wallet/wallet-queries.ts";
import { field, isInt, searchSchema } from "./route-search.ts";

/*
 * The hand-written search parsers replaced zod/mini schemas to keep zod out of the first bundle.
 * These are the zod/mini schemas they replaced: every parser must give the same result for the same
 * URL values (TanStack Router hands over JSON-parsed values: numbers, booleans, strings, objects).
 */
const optText = z.optional(z.catch(z.string(), ""));
const text = z.catch(z.optional(z.string()), undefined);
const opt = <T extends z.core.SomeType>(s: T) => z.catch(z.optional(s), undefined);
const str = opt(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
);
const cents = opt(z.coerce.number().check(z.int(), z.gte(0)));
const zList = z.object({
  q: str,
  cid: opt(z.coerce.number().check(z.int(), z.positive())),
  condition: opt(z.enum(["new", "like_new", "good", "fair", "for_parts"])),
  minPriceCents: cents,
  maxPriceCents: cents,
  type: opt(z.enum(["auction", "fixed"])),
  radiusKm: opt(z.union([z.literal("any"), z.coerce.number().check(z.positive(), z.lte(20_000))])),
  sort: opt(z.enum(search.SORTS)),
});

type Pair = [name: string, ours: { parse: (v: unknown) => unknown }, zod: { parse: (v: unknown) => unknown }];
const pairs: Pair[] = [
  ["Auth", accounts.AuthSearchSchema, z.object({ redirect: optText, account: optText })],
  [
    "SignUp",
    accounts.SignUpSearchSchema,
    z.object({ redirect: optText, by: z.optional(z.catch(z.enum(["email", "phone"]), "email")) }),
  ],
  ["Verify", accounts.VerifySearchSchema, z.object({ redirect: optText, account: optText })],
  [
    "SetUsername",
    accounts.SetUsernameSearchSchema,
    z.object({ redirect: optText, welcome: z.optional(z.catch(z.boolean(), false)) }),
  ],
  [
    "InfoVerify",
    accounts.InfoVerifySearchSchema,
    z.object({
      type: z.catch(z.enum(["mobile", "email"]), "email"),
      isReset: z.catch(
        z.pipe(
          z.union([z.boolean(), z.string()]),
          z.transform((v) => v === true || v === "true"),
        ),
        false,
      ),
    }),
  ],
  ["CountryCode", accounts.CountryCodeSearchSchema, z.object({ from: optText })],
  ["Store", accounts.StoreSearchSchema, z.object({ id: z.optional(z.catch(z.coerce.number(), 0)) })],
  [
    "Transactions",
    wallet.TransactionsSearchSchema,
    z.object({
      type: z.catch(z.optional(z.enum(TRANSACTION_TYPES)), undefined),
      page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
    }),
  ],
  [
    "Revenue",
    wallet.RevenueSearchSchema,
    z.object({
      days: z.catch(
        z.optional(z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)])),
        undefined,
      ),
    }),
  ],
  ["WithdrawResult", wallet.WithdrawResultSearchSchema, z.object({ payoutId: text })],
  [
    "OrderList",
    orders.OrderListSearchSchema,
    z.object({ type: z.optional(z.catch(z.enum(ORDER_LIST_TYPES), "all")) }),
  ],
  ["AddCard", orders.AddCardSearchSchema, z.object({ orderNumber: text })],
  ["Pay", orders.PaySearchSchema, z.object({ orderNumber: text, paymentMethodId: text })],
  ["PaymentResult", orders.PaymentResultSearchSchema, z.object({ orderNumber: text, status: text })],
  ["PostItem", selling.PostItemSearchSchema, z.object({ draft: z.optional(z.catch(z.string(), "")) })],
  ["EditItem", selling.EditItemSearchSchema, z.object({ itemNumber: z.catch(z.string(), "") })],
  [
    "MyItems",
    selling.MyItemsSearchSchema,
    z.object({
      tab: z.optional(z.catch(z.enum(["active", "scheduled", "ended", "sold", "draft"]), "active")),
    }),
  ],
  ["List", search.ListSearchSchema, zList],
  ["TemplateMore", search.TemplateMoreSearchSchema, z.extend(zList, { title: str })],
  ["City", search.CitySearchParamsSchema, z.object({ q: str })],
  ["Code", search.CodeSearchParamsSchema, z.object({ code: str })],
  [
    "Bids (route file)",
    searchSchema({ type: field.oneOfOr(["leading", "outbid", "won", "lost"], "leading") }),
    z.object({ type: z._default(z.catch(z.enum(MY_BIDS_TABS), "leading"), "leading") }),
  ],
  [
    "Chat (route file)",
    searchSchema({ sessionId: field.number((n) => isInt(n) && n > 0), itemNumber: field.textLength(1, 64) }),
    z.object({
      sessionId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
      itemNumber: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
    }),
  ],
  [
    "TV (route file)",
    searchSchema({ device: field.textLength(4, 32) }),
    z.object({ device: z.catch(z.optional(z.string().check(z.minLength(4), z.maxLength(32))), undefined) }),
  ],
];

// Values a URL can carry after the router's JSON parsing, for any key.
const values: unknown[] = [
  "",
  "any",
  "x",
  "abcd",
  "a".repeat(33),
  "a".repeat(65),
  "7",
  "1.5",
  "-3",
  "true",
  "false",
  " 12 ",
  "Infinity",
  0,
  1,
  7,
  30,
  365,
  -5,
  2.5,
  20_000,
  20_001,
  true,
  false,
  null,
  [],
  [3],
  {},
  ...TRANSACTION_TYPES,
  ...ORDER_LIST_TYPES,
  ...MY_BIDS_TABS,
  ...search.SORTS,
  "email",
  "phone",
  "mobile",
  "like_new",
  "auction",
  "fixed",
  "draft",
  "sold",
];

describe("route search parsers match the zod/mini schemas they replaced", () => {
  for (const [name, ours, zod] of pairs) {
    it(name, () => {
      const keys = Object.keys((zod as unknown as { def: { shape: object } }).def.shape);
      const cases: Record<string, unknown>[] = [{}, { unknown: "dropped" }];
      for (const k of keys) for (const v of values) cases.push({ [k]: v, other: 1 });
      for (const input of cases) {
        // toStrictEqual: a key that zod leaves out must be left out here too.
        expect(ours.parse(input), JSON.stringify(input)).toStrictEqual(zod.parse(input));
      }
    });
  }

  it("parses path ids like z.coerce.number().int().positive()", () => {
    const zId = z.coerce.number().check(z.int(), z.positive());
    for (const v of values) {
      const r = zId.safeParse(v);
      expect(search.parseIdParam(v), String(v)).toBe(r.success ? r.data : undefined);
    }
  });

  it("reads a positive id path param under its own name, and sends anything else to not-found", () => {
    const params = search.positiveIdParams("sid");
    expect(params.parse({ sid: "42" })).toStrictEqual({ sid: 42 });
    expect(params.stringify({ sid: 42 })).toStrictEqual({ sid: "42" });
    for (const bad of ["0", "-3", "1.5", "abc", ""])
      expect(() => params.parse({ sid: bad }), bad).toThrow(expect.objectContaining({ isNotFound: true }));
  });

  it("falls back instead of failing a page", () => {
    expect(search.ListSearchSchema.parse({ q: 123, cid: "7", sort: "cheapest", radiusKm: 0 })).toEqual({
      q: "123",
      cid: 7,
      sort: undefined,
      radiusKm: undefined,
    });
    expect(accounts.InfoVerifySearchSchema.parse({})).toStrictEqual({ type: "email", isReset: false });
    expect(selling.EditItemSearchSchema.parse({ itemNumber: 5 })).toStrictEqual({ itemNumber: "" });
  });

  it("keeps another site's parameters as text, whatever the router parsed them into", () => {
    expect(
      AuthorizeSearchSchema.parse({ client_id: "bnapp_1", state: 42, scope: "items:read" }),
    ).toStrictEqual({
      client_id: "bnapp_1",
      state: "42",
      scope: "items:read",
    });
    expect(AuthorizeSearchSchema.parse({ state: true, code_challenge: { a: 1 } })).toStrictEqual({
      state: "true",
      code_challenge: '{"a":1}',
    });
    expect(AuthorizeSearchSchema.parse({ state: null }).state).toBeUndefined();
  });
});
