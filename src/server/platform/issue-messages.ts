import type { z } from "zod";

/**
 * Plain words for zod's built-in messages, used for every request the API validates. A message a
 * schema sets itself ("Give the app a name") wins over these; these replace the generic ones
 * ("Invalid input: expected string, received undefined") that a person cannot act on.
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Required";
      return `Must be ${KIND[issue.expected] ?? issue.expected}`;
    case "too_small":
      return bound("at least", issue.origin, issue.minimum, issue.inclusive !== false, "more than");
    case "too_big":
      return bound("at most", issue.origin, issue.maximum, issue.inclusive !== false, "less than");
    case "invalid_value":
      return issue.values.length === 1
        ? `Must be ${JSON.stringify(issue.values[0])}`
        : `Must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return `Must be a valid ${FORMAT[issue.format] ?? issue.format}`;
    case "not_multiple_of":
      return `Must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`;
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
  word: string,
  origin: string,
  limit: number | bigint,
  inclusive: boolean,
  exclusiveWord: string,
): string {
  const n = Number(limit);
  if (origin === "string")
    return n === 1 && word === "at least" ? "Must not be empty" : `Must be ${word} ${n} characters`;
  if (origin === "array" || origin === "set") return `Must have ${word} ${n} item${n === 1 ? "" : "s"}`;
  return `Must be ${inclusive ? word : exclusiveWord} ${n}`;
}
