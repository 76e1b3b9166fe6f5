import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.ts";

/** Every JSON answer: { status_code, message, res_data, server_time }. */
export const EnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status_code: z.number().int(),
    message: z.string(),
    res_data: data,
    server_time: z.number().int(),
  });

export const ValidationErrorSchema = z.object({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const PagingQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export const PageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), hasNextPage: z.boolean() });
export type Page<T> = { list: T[]; total: number; hasNextPage: boolean };

/** Form bodies carry strings; these accept both JSON booleans/numbers and their string forms. */
export const BoolFromForm = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
]);
export const IntFromForm = z.coerce.number().int();
export const EmptySchema = z.object({}).strict();
