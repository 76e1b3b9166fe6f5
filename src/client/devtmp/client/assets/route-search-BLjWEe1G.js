// src/client/route-search.ts
/** An object of fields, parsed key by key; other keys are dropped. */
function searchSchema(shape) {
  return {
    shape,
    types: void 0,
    parse(input) {
      const src = input && typeof input === "object" ? input : {};
      const out = {};
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in src) && field.optional) continue;
        out[key] = field.parse(src[key]);
      }
      return out;
    },
  };
}
/** `schema` plus more keys (zod's `extend`). */
function extendSearch(schema, more) {
  return searchSchema({
    ...schema.shape,
    ...more,
  });
}
/** zod's `z.coerce.number()`: `Number(v)`, finite. */
function toNumber(v) {
  let n;
  try {
    n = Number(v);
  } catch {
    return;
  }
  return Number.isFinite(n) ? n : void 0;
}
/** A positive whole number (ids in paths and filters), coerced like `z.coerce.number()`. */
function toPositiveInt(v) {
  const n = toNumber(v);
  return n !== void 0 && Number.isInteger(n) && n > 0 ? n : void 0;
}
var isOneOf = (values, v) => values.includes(v);
/** Optional key: absent stays absent; present and bad -> `fallback`. */
function opt(check, fallback) {
  return {
    optional: true,
    parse: (v) => {
      const r = check(v);
      return r === void 0 ? fallback : r;
    },
  };
}
/** Required key: absent or bad -> `fallback`. */
function req(check, fallback) {
  return {
    optional: false,
    parse: (v) => {
      const r = check(v);
      return r === void 0 ? fallback : r;
    },
  };
}
var asString = (v) => (typeof v === "string" ? v : void 0);
var field = {
  /** A string; a bad value becomes `fallback` (`z.optional(z.catch(z.string(), fallback))`). */
  text: (fallback) => opt(asString, fallback),
  /** A string with a length range; a bad value is dropped. */
  textLength: (min, max) =>
    opt(
      (v) => {
        const s = asString(v);
        return s !== void 0 && s.length >= min && s.length <= max ? s : void 0;
      },
      void 0,
    ),
  /** Always a string: absent or bad -> `fallback` (`z.catch(z.string(), fallback)`). */
  textOr: (fallback) => req(asString, fallback),
  /** A string or a finite number, as a string (`?q=123` arrives as a number). */
  textish: () =>
    opt(
      (v) => (typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : void 0),
      void 0,
    ),
  /**
   * Any value back as text, for parameters another site wrote (OAuth's `state`): the router has
   * JSON-parsed `?state=42` into the number 42 and `?state=true` into true; dropping those would
   * lose the parameter. (A string whose JSON form differs, like `1.0`, comes back normalised.)
   */
  anyText: () =>
    opt((v) => (v === void 0 || v === null ? void 0 : typeof v === "string" ? v : JSON.stringify(v)), void 0),
  /** One of `values`; a bad value becomes `fallback`. */
  oneOf: (values, fallback) => opt((v) => (isOneOf(values, v) ? v : void 0), fallback),
  /** Always one of `values`: absent or bad -> `fallback`. */
  oneOfOr: (values, fallback) => req((v) => (isOneOf(values, v) ? v : void 0), fallback),
  /** A number coerced like `z.coerce.number()` that passes `ok`; a bad value becomes `fallback`. */
  number: (ok = () => true, fallback) =>
    opt((v) => {
      const n = toNumber(v);
      return n !== void 0 && ok(n) ? n : void 0;
    }, fallback),
  /** true/false; a bad value becomes `fallback`. */
  bool: (fallback) => opt((v) => (typeof v === "boolean" ? v : void 0), fallback),
  /** Always a boolean: true for `true` or "true", else false. */
  flag: () => req((v) => v === true || v === "true", false),
};
var isInt = (n) => Number.isInteger(n);

export { extendSearch as t, field as n, isInt as r, searchSchema as i, toPositiveInt as a };
