import { useState } from "react";
import { ApiError } from "../../api/index.ts";
import { type CallMeta, mutate } from "../../query-client.ts";

export type FieldErrors = Record<string, string>;

/**
 * A refused save's messages by field: by each error's path, or with `top` by the path's first part
 * ("redirectUris.0" → "redirectUris").
 */
export function fieldErrorsOf(err: unknown, top = false): FieldErrors {
  const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
  const byField: FieldErrors = {};
  for (const [path, message] of fields) byField[top ? (path.split(".")[0] ?? "") : path] ??= message;
  return byField;
}

/**
 * A store tool form's save: `save(work)` runs the request as a mutation (its failure meets the toast
 * policy, `meta` included) with `busy` set and the last errors cleared; a refusal's field errors, as
 * `refused` reads them (fieldErrorsOf by default), land in `errors`.
 */
export function useSave() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function save(
    work: () => Promise<unknown>,
    refused: (err: unknown) => FieldErrors = fieldErrorsOf,
    meta?: CallMeta,
  ) {
    setBusy(true);
    setErrors({});
    try {
      await mutate(work, meta);
    } catch (err) {
      setErrors(refused(err));
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, save };
}
