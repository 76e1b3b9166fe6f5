/**
 * Requests generated from the OpenAPI document the server publishes (`/api/openapi.json`):
 * - a property over every operation: a control character (NUL included) in any text field is
 *   10001 naming that field;
 * - a bounded fuzz of every operation with values of the documented shapes, and of wrong ones:
 *   never a 5xx, and every /api answer that is not a file, a page, a stream or a redirect carries
 *   the envelope.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  $ref?: string;
};
type Param = { name: string; in: "query" | "path" | "header"; required?: boolean; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  params: Param[];
  body: JsonSchema | null;
  auth: boolean;
  /** Documented as a page for people (the sandbox's): HTML whatever the status. */
  page: boolean;
};

let s: TestServer;
let user: TestUser;
let ops: Operation[] = [];

beforeAll(async () => {
  s = await startTestServer({ SEND_CODE_IP_LIMIT: "100000", LOGIN_FAIL_IP_LIMIT: "100000" });
  user = await createUser(s);
  const doc = (await (await fetch(`${s.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, any>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.["application/json"]?.schema ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p: Param) => p.in !== "header"),
        body,
        auth: (op.security ?? []).some((x: Record<string, unknown>) => "bearer" in x),
        page: JSON.stringify(op.responses?.["200"] ?? {}).includes("An HTML page"),
      });
    }
  }
  ops = ops.sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
});

afterAll(async () => {
  await s?.close();
});

/** The text fields of an operation: query and path parameters, and the body's string properties. */
function textFields(op: Operation): Array<{ where: "query" | "path" | "body"; name: string }> {
  const out: Array<{ where: "query" | "path" | "body"; name: string }> = [];
  for (const p of op.params)
    if (isText(p.schema)) out.push({ where: p.in === "path" ? "path" : "query", name: p.name });
  for (const [name, prop] of Object.entries(op.body?.properties ?? {}))
    if (isText(prop)) out.push({ where: "body", name });
  return out;
}

function isText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const t = schema.type;
  if (t === "string" || (Array.isArray(t) && t.includes("string"))) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isText);
}

async function send(
  op: Operation,
  values: { query: Record<string, unknown>; path: Record<string, string>; body: unknown },
  token: string | null,
) {
  let p = op.path;
  for (const prm of op.params.filter((x) => x.in === "path"))
    p = p.replace(`{${prm.name}}`, encodeURIComponent(values.path[prm.name] ?? "x"));
  const url = new URL(s.url + p);
  for (const [k, v] of Object.entries(values.query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) url.searchParams.append(k, String(x));
    else url.searchParams.set(k, typeof v === "object" ? JSON.stringify(v) : String(v));
  }
  const headers: Record<string, string> = { platform: "hweb" };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = op.method !== "GET" && op.method !== "DELETE" && values.body !== undefined;
  if (hasBody) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method: op.method,
    headers,
    body: hasBody ? JSON.stringify(values.body) : undefined,
    redirect: "manual",
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, type: res.headers.get("content-type") ?? "", json, text };
}

// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 11, max: 31 }), fc.integer({ min: 127, max: 159 }))
  .filter((n) => n !== 13)
  .map((n) => String.fromCharCode(n));
const textWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlChar, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

describe("control characters in text", () => {
  it("are 10001 naming the field, on every operation of the OpenAPI document", async () => {
    expect(ops.length).toBeGreaterThan(100);
    const withText = ops.filter((op) => textFields(op).length > 0);
    const cases = withText.flatMap((op) => textFields(op).map((field) => ({ op, field })));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), textWithControl, async ({ op, field }, bad) => {
        const values = {
          query: {} as Record<string, unknown>,
          path: {} as Record<string, string>,
          body: {} as any,
        };
        if (field.where === "query") values.query[field.name] = bad;
        else if (field.where === "path") values.path[field.name] = bad;
        else values.body[field.name] = bad;
        const r = await send(op, values, user.token);
        const label = `${op.method} ${op.path} ${field.where}.${field.name}=${JSON.stringify(bad)}: ${r.status} ${r.text.slice(0, 300)}`;
        expect(r.status, label).toBe(HTTP.BadRequest);
        expect(r.json?.status_code, label).toBe(Code.VALIDATION);
        expect(
          (r.json.res_data.errors as Array<{ path: string }>).map((e) => e.path),
          label,
        ).toContain(field.name);
      }),
      // Every field at least once on average, bounded.
      { numRuns: Math.min(1500, cases.length * 3) },
    );
    // Operations without a text field of their own still refuse one smuggled into the query.
    for (const op of ops.filter((o) => textFields(o).length === 0)) {
      const r = await send(op, { query: { extra: "a\u0000b" }, path: {}, body: undefined }, user.token);
      expect(r.json?.status_code, `${op.method} ${op.path}: ${r.text.slice(0, 200)}`).toBe(Code.VALIDATION);
    }
  });
});

/** Values of the documented shape (mostly) and of wrong shapes (sometimes). */
function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(""),
    fc.constant("9".repeat(40)),
    fc.constant(-1),
    fc.constant(2 ** 53),
    fc.constant([]),
    fc.constant({}),
  );
  if (!schema || depth > 3) return wrong;
  const alts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  let right: fc.Arbitrary<unknown>;
  if (schema.enum) right = fc.constantFrom(...schema.enum);
  else if (alts.length) right = fc.oneof(...alts.map((a) => arbitraryOf(a, depth + 1)));
  else {
    const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
    switch (t) {
      case "string":
        right = fc.oneof(
          fc.string({ maxLength: schema.maxLength ?? 40 }),
          fc.string({ unit: "grapheme", maxLength: 12 }),
          fc.constant("A".repeat((schema.maxLength ?? 200) + 1)),
          fc.constant("x@example.com"),
          fc.constant("+15555550100"),
        );
        break;
      case "integer":
        right = fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) }),
          fc.constant(2 ** 31),
          fc.constant(Number.MAX_SAFE_INTEGER),
        );
        break;
      case "number":
        right = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });
        break;
      case "boolean":
        right = fc.boolean();
        break;
      case "array":
        right = fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 4 });
        break;
      case "object":
        right = objectOf(schema, depth + 1);
        break;
      default:
        right = wrong;
    }
  }
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const entries = Object.entries(props).map(
    ([k, v]) => [k, fc.option(arbitraryOf(v, depth), { nil: undefined, freq: 3 })] as const,
  );
  return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<Record<string, unknown>>;
}

/** An envelope: what every /api answer that is not a file, a page or a stream must be. */
function isEnvelope(json: any): boolean {
  return (
    json !== null &&
    typeof json === "object" &&
    typeof json.status_code === "number" &&
    typeof json.message === "string" &&
    "res_data" in json
  );
}

describe("fuzzing every operation", () => {
  it("never answers 5xx, and every /api answer carries the envelope", async () => {
    const requests = fc.constantFrom(...ops).chain((op) =>
      fc.record({
        op: fc.constant(op),
        query: fc.record(
          Object.fromEntries(
            op.params
              .filter((p) => p.in === "query")
              .map((p) => [p.name, fc.option(arbitraryOf(p.schema), { nil: undefined, freq: 3 })]),
          ),
        ),
        path: fc.record(
          Object.fromEntries(
            op.params
              .filter((p) => p.in === "path")
              .map((p) => [p.name, fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constant("1"))]),
          ),
        ),
        body: op.body
          ? fc.oneof({ weight: 6, arbitrary: arbitraryOf(op.body) }, { weight: 1, arbitrary: fc.anything() })
          : fc.constant(undefined),
        signedIn: fc.boolean(),
      }),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (req) => {
        sent++;
        const r = await send(
          req.op,
          { query: req.query, path: req.path as Record<string, string>, body: req.body },
          req.signedIn ? user.token : null,
        );
        const label = `${req.op.method} ${req.op.path} ${JSON.stringify({ q: req.query, p: req.path, b: req.body })?.slice(0, 400)} -> ${r.status} ${r.text.slice(0, 300)}`;
        expect(r.status, label).toBeLessThan(500);
        // Files, pages (the sandbox's), streams and redirects are not envelopes; everything else is.
        const notJson = /^(image\/|text\/html|text\/event-stream|text\/javascript|text\/css|text\/csv)/.test(
          r.type,
        );
        const redirect = r.status >= 300 && r.status < 400;
        const page = req.op.page && r.type.startsWith("text/html");
        if (!(r.status < 300 && notJson) && !redirect && !page) expect(isEnvelope(r.json), label).toBe(true);
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 2000),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1e9),
      },
    );
    expect(sent).toBeGreaterThanOrEqual(Number(process.env.FUZZ_RUNS ?? 2000));
  }, 300_000);
});
