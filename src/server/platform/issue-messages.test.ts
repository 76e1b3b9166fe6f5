import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueMessage } from "./issue-messages.ts";

const messages = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input, { error: issueMessage });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("issueMessage", () => {
  it("says what is wrong in words a person can act on", () => {
    const schema = z.object({
      name: z.string(),
      age: z.coerce.number().int().min(18),
      size: z.enum(["s", "m"]),
      mail: z.email(),
      tags: z.array(z.string()).min(1),
      note: z.string().min(1),
      code: z.string().max(3),
      price: z.number().positive(),
      kind: z.literal("a"),
    });
    expect(
      messages(schema, {
        age: "1.5",
        size: "xl",
        mail: "no",
        tags: [],
        note: "",
        code: "abcd",
        price: 0,
        kind: "b",
      }),
    ).toEqual({
      name: "Required",
      age: "Must be a whole number",
      size: 'Must be one of "s", "m"',
      mail: "Must be a valid email address",
      tags: "Must have at least 1 item",
      note: "Must not be empty",
      code: "Must be at most 3 characters",
      price: "Must be more than 0",
      kind: 'Must be "a"',
    });
    expect(messages(z.object({ n: z.number() }), { n: "x" })).toEqual({ n: "Must be a number" });
    expect(messages(z.object({ n: z.coerce.number().min(5) }), { n: 2 })).toEqual({
      n: "Must be at least 5",
    });
  });

  it("leaves a schema's own message alone", () => {
    expect(messages(z.object({ name: z.string().min(1, "Give it a name") }), { name: "" })).toEqual({
      name: "Give it a name",
    });
  });
});
