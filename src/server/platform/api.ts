import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { Code } from "#shared/codes";
import { EnvelopeSchema, ValidationErrorSchema } from "#shared/contract/common";
import { authenticate } from "./auth.ts";
import type { AppDeps, AppEnv, AuthInfo } from "./context.ts";
import { sendEnvelope } from "./envelope.ts";
import { ApiError, type FieldError, validationError } from "./errors.ts";
import { withIdempotency } from "./idempotency.ts";
import { issueMessage } from "./issue-messages.ts";

type AuthMode = "required" | "optional" | "none";
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export type HandlerInput<Q, B, P, A extends AuthMode> = {
  query: Out<Q>;
  body: Out<B>;
  params: Out<P>;
  auth: A extends "required" ? AuthInfo : AuthInfo | null;
  deps: AppDeps;
  c: Context<AppEnv>;
};

export type RouteSpec<Q, B, P, R extends Schema, A extends AuthMode> = {
  method: "get" | "post" | "put" | "delete";
  /**
   * Path under /api, OpenAPI style params: `/item/detail`, `/files/{id}`. Operations take it, their
   * method and their schemas from the contract's table (`contractRoute`, shared/contract/routes.ts).
   */
  path: string;
  summary: string;
  tag: string;
  auth?: A;
  /**
   * Honour Idempotency-Key (contract: bids, buy-now, payments, refunds, withdrawals, replayed edits).
   * `true`: the key, the handler's change and its answer commit in one transaction; `"batched"`: the
   * handler stores the key itself where it applies the change (see `IdempotencyMode`).
   */
  idempotent?: boolean | "batched";
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of res_data. */
  response: R;
  description?: string;
  /** The handler returns res_data (wrapped in the envelope), or a Response of its own (streams, files). */
  handler: (input: HandlerInput<Q, B, P, A>) => Promise<z.input<R> | Response>;
};

/** The contract's route definition: validation, auth, idempotency, envelope and OpenAPI from one spec. */
export class Api {
  constructor(
    readonly app: OpenAPIHono<AppEnv>,
    readonly prefix = "/api",
  ) {}

  route<
    Q extends Schema | undefined,
    B extends Schema | undefined,
    P extends Schema | undefined,
    R extends Schema,
    A extends AuthMode = "none",
  >(spec: RouteSpec<Q, B, P, R, A>): void {
    this.document(spec);
    const honoPath = this.prefix + spec.path.replace(/\{(\w+)\}/g, ":$1");
    this.app.on(spec.method.toUpperCase(), honoPath, async (c) => {
      const deps = c.get("deps");
      const auth = await resolveAuth(c, spec.auth ?? "none");
      c.set("auth", auth);
      const errors: FieldError[] = [];
      const rawQuery = c.req.queries();
      const rawParams = c.req.param();
      const rawBody = spec.body ? await readBody(c) : {};
      // Once here for every operation: no handler, query or log line ever sees a NUL or a control
      // character (PostgreSQL refuses NUL in text, which was a 500).
      controlCharErrors(rawQuery, "", errors);
      controlCharErrors(rawParams, "", errors);
      controlCharErrors(rawBody, "", errors);
      if (errors.length) throw validationError(errors);
      const query = parseWith(spec.query, rawQuery, errors, true);
      const params = parseWith(spec.params, rawParams, errors, false);
      const body = parseWith(spec.body, rawBody, errors, false);
      if (errors.length) throw validationError(errors);
      const run = async () => {
        const result = await spec.handler({ query, body, params, auth, deps, c } as HandlerInput<Q, B, P, A>);
        if (result instanceof Response) return result;
        return sendEnvelope(c, 1, "success", result ?? {});
      };
      // The parsed body: the same fields sent as JSON or as a form are the same request.
      if (spec.idempotent && auth)
        return withIdempotency(
          c,
          auth.userId,
          body,
          run,
          spec.idempotent === "batched" ? "batched" : "transaction",
        );
      return run();
    });
  }

  private document(spec: RouteSpec<unknown, unknown, unknown, Schema, AuthMode>): void {
    const bodySchema = spec.body as Schema | undefined;
    const content = bodySchema
      ? {
          "application/json": { schema: bodySchema },
          "application/x-www-form-urlencoded": { schema: bodySchema },
          "multipart/form-data": { schema: bodySchema },
        }
      : undefined;
    const headers = spec.idempotent
      ? z.object({
          "idempotency-key": z.string().uuid().optional().describe("Replays return the first answer"),
        })
      : undefined;
    this.app.openAPIRegistry.registerPath({
      method: spec.method,
      path: this.prefix + spec.path,
      summary: spec.summary,
      description: spec.description,
      tags: [spec.tag],
      security:
        spec.auth === "required" ? [{ bearer: [] }] : spec.auth === "optional" ? [{ bearer: [] }, {}] : [],
      request: {
        query: spec.query as never,
        params: spec.params as never,
        headers: headers as never,
        body: content ? { content, required: true } : undefined,
      },
      responses: {
        200: {
          description: "Envelope; status_code 1 on success, a business code otherwise",
          content: { "application/json": { schema: EnvelopeSchema(spec.response) } },
        },
        400: {
          description: "Validation failed (10001)",
          content: { "application/json": { schema: EnvelopeSchema(ValidationErrorSchema) } },
        },
        ...(spec.auth === "required"
          ? { 401: { description: "Token missing, expired, invalid or revoked" } }
          : {}),
      },
    });
  }
}

/** C0 and C1 control characters and DEL, except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A 10001 field error for every string (or key) holding a control character, with its path. */
export function controlCharErrors(value: unknown, path: string, errors: FieldError[]): void {
  if (typeof value === "string") {
    if (CONTROL.test(value)) errors.push({ path, message: "must not contain control characters" });
    return;
  }
  if (!value || typeof value !== "object" || (typeof File !== "undefined" && value instanceof File)) return;
  if (Array.isArray(value)) {
    // A query key given once arrives as a one-element array: name the field, not the element.
    if (value.length === 1 && typeof value[0] === "string") controlCharErrors(value[0], path, errors);
    else
      value.forEach((v, i) => {
        controlCharErrors(v, path ? `${path}.${i}` : String(i), errors);
      });
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL.test(k)) errors.push({ path: at, message: "must not contain control characters" });
    else controlCharErrors(v, at, errors);
  }
}

function parseWith(schema: Schema | undefined, raw: unknown, errors: FieldError[], isQuery: boolean): never {
  if (!schema) return {} as never;
  let input = raw;
  if (isQuery && raw && typeof raw === "object") {
    // c.req.queries() gives arrays; single values become scalars unless the schema wants an array.
    input = Object.fromEntries(
      Object.entries(raw as Record<string, string[]>).map(([k, v]) => [k, v.length === 1 ? v[0] : v]),
    );
  }
  const res = schema.safeParse(input, { error: issueMessage });
  if (res.success) return res.data as never;
  for (const issue of res.error.issues) errors.push({ path: issue.path.join("."), message: issue.message });
  return {} as never;
}

/**
 * No operation takes a body nested more than a few levels; every walk over a body (the control
 * character scan, the schemas) recurses, and a 4 KB body nested 2,000 deep overflowed the stack.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects or arrays more than `max` deep, found without recursion. */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** JSON, url-encoded and multipart bodies all become one plain object (`a[]` keys become arrays). */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (/application\/([a-z.+-]*\+)?json/i.test(type)) {
    const text = await c.req.text();
    if (!text.trim()) return {};
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch {
      throw validationError([{ path: "", message: "Body is not valid JSON" }]);
    }
    if (deeperThan(v, MAX_BODY_DEPTH))
      throw validationError([{ path: "", message: "The body is nested too deeply" }]);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : { _: v };
  }
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw validationError([{ path: "", message: "The form body could not be read" }]);
    });
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form)) {
      if (k.endsWith("[]")) out[k.slice(0, -2)] = Array.isArray(v) ? v : [v];
      else out[k] = v;
    }
    return out;
  }
  return {};
}

/** Protected calls need a valid token; optional ones treat a bad token as a guest. */
async function resolveAuth(c: Context<AppEnv>, mode: AuthMode): Promise<AuthInfo | null> {
  if (mode === "none") return null;
  if (mode === "optional") return authenticate(c).catch(() => null);
  const auth = await authenticate(c);
  if (!auth) throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: please sign in", {}, 401);
  return auth;
}
