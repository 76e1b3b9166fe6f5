import type { z } from "zod";
import { say } from "../i18n/messages.ts";

/**
 * Plain words for zod's built-in messages, used for every request the API validates. A message a
 * schema sets itself ("Give the app a name") wins over these; these replace the generic ones
 * ("Invalid input: expected string, received undefined") that a person cannot act on. Each is a
 * catalogue entry (i18n/catalogue.ts), so the envelope answers it in Chinese too.
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return say("Required");
      return say("Must be {what}", { what: KIND[issue.expected] ?? issue.expected });
    case "too_small":
      return bound("at least", issue.origin, issue.minimum, issue.inclusive !== false, "more than");
    case "too_big":
      return bound("at most", issue.origin, issue.maximum, issue.inclusive !== false, "less than");
    case "invalid_value":
      return issue.values.length === 1
        ? say("Must be {what}", { what: JSON.stringify(issue.values[0]) })
        : say("Must be one of {values}", { values: issue.values.map((v) => JSON.stringify(v)).join(", ") });
    case "invalid_format":
      return say("Must be a valid {format}", { format: FORMAT[issue.format] ?? issue.format });
    case "not_multiple_of":
      return say("Must be a multiple of {n}", { n: Number(issue.divisor) });
    case "unrecognized_keys":
      return say("Unknown {count, plural, one {field} other {fields}}: {keys}", {
        count: issue.keys.length,
        keys: issue.keys.join(", "),
      });
    default:
      return undefined;
  }
};

const KIND: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  bigint: "a whole number",
  date: "a date",
};

const FORMAT: Record<string, string> = {
  email: "email address",
  url: "URL",
  uuid: "UUID",
  regex: "value",
  datetime: "date and time",
};

function bound(
  word: "at least" | "at most",
  origin: string,
  limit: number | bigint,
  inclusive: boolean,
  exclusiveWord: "more than" | "less than",
): string {
  const n = Number(limit);
  const least = word === "at least";
  if (origin === "string") {
    if (n === 1 && least) return say("Must not be empty");
    return least
      ? say("Must be at least {n, plural, one {# character} other {# characters}}", { n })
      : say("Must be at most {n, plural, one {# character} other {# characters}}", { n });
  }
  if (origin === "array" || origin === "set")
    return least
      ? say("Must have at least {n, plural, one {# item} other {# items}}", { n })
      : say("Must have at most {n, plural, one {# item} other {# items}}", { n });
  if (!inclusive)
    return exclusiveWord === "more than"
      ? say("Must be more than {n}", { n })
      : say("Must be less than {n}", { n });
  return least ? say("Must be at least {n}", { n }) : say("Must be at most {n}", { n });
}
