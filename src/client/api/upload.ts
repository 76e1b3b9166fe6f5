import { Code } from "#shared/codes";
import { buildHeaders, buildUrl, type Envelope, HttpError } from "./http.ts";
import { showToast } from "./toast-store.ts";
import { checkToken } from "./tokens.ts";

export type UploadOptions = {
  /** Extra form fields sent with the file. */
  fields?: Record<string, string>;
  /** 0..1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  toast?: boolean;
};

/**
 * Multipart upload with the file in field `file` (rules/http-contract.md §1), over XHR because fetch cannot
 * report upload progress. Same headers, envelope and HTTP rules as `request`.
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
  const headers = buildHeaders(path);
  return new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path));
    xhr.timeout = 60_000 * 5;
    for (const [k, v] of headers) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let env: Envelope<T> | null = null;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = null;
      }
      const ok = (xhr.status >= 200 && xhr.status < 300) || xhr.status === 400 || xhr.status === 401;
      if (!ok || !env) return reject(new HttpError(env?.message || `HTTP ${xhr.status}`, xhr.status, env));
      if (
        env.status_code !== Code.OK &&
        opts.toast !== false &&
        !env.message.includes("Request unauthorized")
      ) {
        showToast(env.message, "error");
      }
      opts.onProgress?.(1);
      resolve(env);
    };
    xhr.onerror = () => reject(new HttpError("Network error", 0));
    xhr.ontimeout = () => reject(new HttpError("The upload timed out", 0));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
