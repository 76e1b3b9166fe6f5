import { useState } from "react";
import { ApiCodeError, fieldErrorList } from "../../api/index.ts";

export type FieldErrors = Record<string, string>;

/**
 * A refused save's messages by field: by each error's path, or with `top` by the path's first part
 * ("redirectUris.0" → "redirectUris").
 */
export function fieldErrorsOf(err: unknown, top = false): FieldErrors {
  const list = err instanceof ApiCodeError ? fieldErrorList(err.envelope) : [];
  return Object.fromEntries(list.map((e) => [top ? (e.path.split(".")[0] ?? "") : e.path, e.message]));
}

/**
 * A store tool form's save: `save(work)` runs the request with `busy` set and the last errors
 * cleared; a refusal's field errors, as `refused` reads them (fieldErrorsOf by default), land in `errors`.
 */
export function useSave() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function save(work: () => Promise<unknown>, refused: (err: unknown) => FieldErrors = fieldErrorsOf) {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (err) {
      setErrors(refused(err));
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, save };
}
