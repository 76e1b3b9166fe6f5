import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * The content security policy: scripts only from our origin, no inline script (the app, the
 * worker and /api/docs all load files). Styles allow inline because React style props and the
 * docs UI set them.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (s: string) => s.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

/**
 * The same policy for a server-rendered page, whose router state and streamed parts are inline
 * scripts: those carry `nonce`, and only they may run.
 */
export function cspWithNonce(nonce: string): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([k, v]) => `${kebab(k)} ${(k === "scriptSrc" ? [...v, `'nonce-${nonce}'`] : v).join(" ")}`)
    .join("; ");
}

const pageHeaders = secureHeaders({
  contentSecurityPolicy: CSP_DIRECTIVES,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: ["self"], geolocation: ["self"], microphone: [] },
  overwrite: false,
});

/**
 * A hashed file under /assets (a script the page imports, a style, a font, an image) is never a
 * document, so the policies that govern documents (CSP, framing, opener, permissions, referrer)
 * do nothing on it; left out, they save about 650 bytes of headers on each of the dozen files a
 * first visit loads. What does act on a file stays: the type is not sniffed, another origin may not
 * load it, HTTPS only. A worker's script is the document of its worker, so it keeps them all.
 */
const assetHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  overwrite: false,
});

const isDocumentlessAsset = (path: string) => path.startsWith("/assets/") && !/worker/i.test(path);

/**
 * Security headers on every answer; a handler that sets its own policy (cspWithNonce) keeps it. A
 * 304 carries no policy: its headers replace the stored ones, and only the policy stored with the
 * body names the nonce that body's scripts carry (each answer of a page draws its own).
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await (isDocumentlessAsset(c.req.path) ? assetHeaders(c, next) : pageHeaders(c, next));
  if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
};
