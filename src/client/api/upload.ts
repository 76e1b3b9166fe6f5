import { REQUEST_TIMEOUT_MS } from "#shared/constants";
import { buildHeaders, buildUrl, type Envelope, HttpError } from "./http.ts";
import { settle } from "./request.ts";
import { getToken } from "./session-store.ts";
import { checkToken } from "./tokens.ts";

export type UploadOptions = {
  /** Extra form fields sent with the file. */
  fields?: Record<string, string>;
  /** 0..1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  toast?: boolean;
  /** Internal: this is the one retry after a refused token was refreshed. */
  retried?: boolean;
};

/**
 * Multipart upload with the file in field `file` (rules/http-contract.md §1), over XHR because fetch cannot
 * report upload progress. Everything else is `request`'s (rules/product.md §7–§8): the token check, the
 * 60000 ms timeout, HTTP 400/401 swallowed, other HTTP errors rejected, a refused token refreshed and
 * the upload made once more, the toast (never "Request unauthorized") and every status code's effect.
 */
export async function upload<T = { fileId: string; url: string }>(
  path: string,
  file: Blob,
  opts: UploadOptions = {},
): Promise<Envelope<T>> {
  await checkToken();
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append("file", file, (file as File).name ?? "upload");
  const sent = getToken();
  const headers = buildHeaders(path);
  const { status, envelope } = await new Promise<{ status: number; envelope: Envelope | null }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", buildUrl(path));
      xhr.timeout = REQUEST_TIMEOUT_MS;
      for (const [k, v] of headers) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        let env: Envelope | null = null;
        try {
          env = JSON.parse(xhr.responseText) as Envelope;
        } catch {
          env = null;
        }
        resolve({ status: xhr.status, envelope: env });
      };
      xhr.onerror = () => reject(new HttpError("Network error", 0));
      xhr.ontimeout = () => reject(new HttpError("The upload timed out", 0));
      xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
      opts.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(form);
    },
  );
  const env = await settle<T>(path, status, envelope, sent, opts, () =>
    upload<T>(path, file, { ...opts, retried: true }),
  );
  opts.onProgress?.(1);
  return env;
}
