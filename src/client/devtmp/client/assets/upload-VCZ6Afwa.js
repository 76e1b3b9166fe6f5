import {
  on as buildHeaders,
  sn as buildUrl,
  mn as Code,
  in as checkToken,
  an as HttpError,
  rn as showToast,
} from "./index-BAN1tMZn.js";

// src/client/api/upload.ts
/**
 * Multipart upload with the file in field `file` (CONTRACT.md), over XHR because fetch cannot
 * report upload progress. Same headers, envelope and HTTP rules as `request`.
 */
async function upload(path, file, opts = {}) {
  await checkToken();
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append("file", file, file.name ?? "upload");
  const headers = buildHeaders(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path));
    xhr.timeout = 3e5;
    for (const [k, v] of headers) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let env = null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (!((xhr.status >= 200 && xhr.status < 300) || xhr.status === 400 || xhr.status === 401) || !env)
        return reject(new HttpError(env?.message || `HTTP ${xhr.status}`, xhr.status, env));
      if (
        env.status_code !== Code.OK &&
        opts.toast !== false &&
        !env.message.includes("Request unauthorized")
      )
        showToast(env.message, "error");
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

export { upload as t };
