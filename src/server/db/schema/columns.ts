import { type AnyPgColumn, bigint, customType, integer } from "drizzle-orm/pg-core";

/** Epoch milliseconds (UTC), the contract's `…Time`/`…At` fields, as a JS number. */
export const epochMs = (name: string) => bigint(name, { mode: "number" });

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A required reference: a not-null integer column with a foreign key to `target` (an `id`), and
 * what happens to the row when the target row goes.
 */
export const reference = (name: string, target: () => AnyPgColumn, onDelete?: "cascade" | "set null") =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
