import { bigint, customType } from "drizzle-orm/pg-core";

/** Epoch milliseconds (UTC), the contract's `…Time`/`…At` fields, as a JS number. */
export const epochMs = (name: string) => bigint(name, { mode: "number" });

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
