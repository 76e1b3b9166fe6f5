/*
 * Search-param parsers for route files. What a route needs to match a URL (its `validateSearch`,
 * `params`, `beforeLoad`) stays in the first bundle — the router plugin splits off only loaders and
 * components — so these are a few hand-written functions instead of zod (even zod/mini brings ~13 KB
 * brotli of zod core to the first visit).
 *
 * They keep the semantics the zod/mini schemas had: TanStack Router hands over JSON-parsed values
 * (`?cid=7` arrives as the number 7), a bad value falls back instead of failing the page, an optional
 * key that is absent stays absent, unknown keys are dropped.
 *
 * A schema is a router "validator adapter" (`{ types, parse }`): `types.input` is what links may pass,
 * `parse` turns the URL's values into the screen's search.
 */

/** One key: `parse` gets the raw value (undefined when absent) and says what the screen sees. */
export type Field<In, Out> = {
  /** Absent key: omitted from the result (true) or given `parse(undefined)` (false). */
  readonly optional: boolean;
  readonly parse: (v: unknown) => Out;
  /** Type only: what a link may pass for this key. */
  readonly _in?: In;
};
// biome-ignore lint/suspicious/noExplicitAny: any field, whatever it parses
type AnyField = Field<any, any>;
type Shape = Record<string, AnyField>;
type In<F> = F extends Field<infer I, unknown> ? I : never;
type Out<F> = F extends Field<unknown, infer O> ? O : never;
type OptKeys<S extends Shape> = { [K in keyof S]: S[K]["optional"] extends true ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type SearchInput<S extends Shape> = Simplify<{ [K in keyof S]?: In<S[K]> }>;
export type SearchOutput<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptKeys<S>>]: Out<S[K]> } & { [K in OptKeys<S>]?: Out<S[K]> }
>;
export type SearchSchema<S extends Shape> = {
  readonly shape: S;
  readonly types: { input: SearchInput<S>; output: SearchOutput<S> };
  parse: (input: unknown) => SearchOutput<S>;
};
export type SearchOf<T> = T extends SearchSchema<infer S> ? SearchOutput<S> : never;

/** An object of fields, parsed key by key; other keys are dropped. */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  return {
    shape,
    types: undefined as unknown as SearchSchema<S>["types"],
    parse(input) {
      const src = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in src) && field.optional) continue;
        out[key] = field.parse(src[key]);
      }
      return out as SearchOutput<S>;
    },
  };
}

/** `schema` plus more keys (zod's `extend`). */
export function extendSearch<S extends Shape, E extends Shape>(
  schema: SearchSchema<S>,
  more: E,
): SearchSchema<S & E> {
  return searchSchema({ ...schema.shape, ...more });
}

// ---- checks: a value, or undefined when it does not fit ----

/** zod's `z.coerce.number()`: `Number(v)`, finite. */
export function toNumber(v: unknown): number | undefined {
  let n: number;
  try {
    n = Number(v);
  } catch {
    return undefined;
  }
  return Number.isFinite(n) ? n : undefined;
}

/** A positive whole number (ids in paths and filters), coerced like `z.coerce.number()`. */
export function toPositiveInt(v: unknown): number | undefined {
  const n = toNumber(v);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

const isOneOf = <T extends string | number>(values: readonly T[], v: unknown): v is T =>
  (values as readonly unknown[]).includes(v);

// ---- fields ----

/** Optional key: absent stays absent; present and bad -> `fallback`. */
function opt<In, Out, F extends Out | undefined>(check: (v: unknown) => Out | undefined, fallback: F) {
  return {
    optional: true,
    parse: (v: unknown) => {
      const r = check(v);
      return r === undefined ? fallback : r;
    },
  } as Field<In, Out | F> & { optional: true };
}
/** Required key: absent or bad -> `fallback`. */
function req<In, Out>(check: (v: unknown) => Out | undefined, fallback: Out) {
  return {
    optional: false,
    parse: (v: unknown) => {
      const r = check(v);
      return r === undefined ? fallback : r;
    },
  } as Field<In, Out> & { optional: false };
}

const asString = (v: unknown) => (typeof v === "string" ? v : undefined);

export const field = {
  /** A string; a bad value becomes `fallback` (`z.optional(z.catch(z.string(), fallback))`). */
  text: <F extends string | undefined = undefined>(fallback?: F) =>
    opt<string, string, F>(asString, fallback as F),
  /** A string with a length range; a bad value is dropped. */
  textLength: (min: number, max: number) =>
    opt<string, string, undefined>((v) => {
      const s = asString(v);
      return s !== undefined && s.length >= min && s.length <= max ? s : undefined;
    }, undefined),
  /** Always a string: absent or bad -> `fallback` (`z.catch(z.string(), fallback)`). */
  textOr: (fallback: string) => req<string, string>(asString, fallback),
  /** A string or a finite number, as a string (`?q=123` arrives as a number). */
  textish: () =>
    opt<string | number, string, undefined>(
      (v) =>
        typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : undefined,
      undefined,
    ),
  /**
   * Any value back as text, for parameters another site wrote (OAuth's `state`): the router has
   * JSON-parsed `?state=42` into the number 42 and `?state=true` into true; dropping those would
   * lose the parameter. (A string whose JSON form differs, like `1.0`, comes back normalised.)
   */
  anyText: () =>
    opt<string, string, undefined>(
      (v) => (v === undefined || v === null ? undefined : typeof v === "string" ? v : JSON.stringify(v)),
      undefined,
    ),
  /** One of `values`; a bad value becomes `fallback`. */
  oneOf: <T extends string | number, F extends T | undefined = undefined>(
    values: readonly T[],
    fallback?: F,
  ) => opt<T, T, F>((v) => (isOneOf(values, v) ? v : undefined), fallback as F),
  /** Always one of `values`: absent or bad -> `fallback`. */
  oneOfOr: <T extends string>(values: readonly T[], fallback: NoInfer<T>) =>
    req<T, T>((v) => (isOneOf(values, v) ? v : undefined), fallback),
  /** A number coerced like `z.coerce.number()` that passes `ok`; a bad value becomes `fallback`. */
  number: <F extends number | undefined = undefined>(ok: (n: number) => boolean = () => true, fallback?: F) =>
    opt<unknown, number, F>((v) => {
      const n = toNumber(v);
      return n !== undefined && ok(n) ? n : undefined;
    }, fallback as F),
  /**
   * One of the words `values`, or a number coerced like `z.coerce.number()` that passes `ok`
   * (`z.union([z.enum(values), z.coerce.number()])`); a bad value is dropped.
   */
  numberOrWord: <T extends string>(values: readonly T[], ok: (n: number) => boolean = () => true) =>
    opt<number | T, number | T, undefined>((v) => {
      if (isOneOf(values, v)) return v;
      const n = toNumber(v);
      return n !== undefined && ok(n) ? n : undefined;
    }, undefined),
  /** true/false; a bad value becomes `fallback`. */
  bool: <F extends boolean | undefined = undefined>(fallback?: F) =>
    opt<boolean, boolean, F>((v) => (typeof v === "boolean" ? v : undefined), fallback as F),
  /** Always a boolean: true for `true` or "true", else false. */
  flag: () => req<boolean | string, boolean>((v) => v === true || v === "true", false),
};

export const isInt = (n: number) => Number.isInteger(n);
