import type { Tokens as AnswerTokens } from "#shared/contract/accounts";
import { ANYWHERE, type RadiusChoice } from "#shared/distance";
/**
 * Everything the app keeps in Web Storage (rules/product.md §3 "Local keys"). One place names the keys so the
 * one call (call.ts), the lifecycle and tests agree. Reads never throw (private mode, quota, SSR).
 */
export const LocalKey = {
  token: "token",
  expirationTime: "expirationTime",
  refreshToken: "refreshToken",
  refreshExpirationTime: "refreshExpirationTime",
  /** Store identity token: kept in sessionStorage (this tab) and localStorage (new tabs). */
  identityToken: "identityToken",
  userInfo: "userInfo",
  getAppStatus: "getAppStatus",
  coords: "coords",
  /** The chosen city, JSON { name, lat, lng, manualSelection } (rules/product.md §3 "City"). */
  city: "city",
  /** City search history (rules/product.md §3): unique, newest first, at most 10. */
  historyCitySearch: "historyCitySearch",
  indexIsRefresh: "indexIsRefresh",
  usernamePopUp: "usernamePopUp",
  /** The language chosen with the switch (`en`, `zh`); unset: the browser's languages decide. */
  locale: "locale",
  /** The distance lists and home last used, chosen by the user: kilometres, or `any`. */
  radiusKm: "radiusKm",
} as const;

/** The keys that make up a signed-in session; another session scope keeps its own copies of them. */
const SESSION_KEYS: ReadonlySet<string> = new Set([
  LocalKey.token,
  LocalKey.expirationTime,
  LocalKey.refreshToken,
  LocalKey.refreshExpirationTime,
  LocalKey.identityToken,
  LocalKey.userInfo,
  LocalKey.usernamePopUp,
]);

/**
 * Which session this document uses. The seller portal (pages under `/seller`) opens in its own
 * window with a session of its own, so its session keys carry a prefix (VITE_SELLER_PORTAL_STORAGE_PREFIX,
 * default `sellerPortal.`) and a sign-out in one window leaves the other signed in. Chosen once,
 * from the path the document was loaded at, before anything reads a key.
 */
export const SELLER_PORTAL_PATH = "/seller";
const isPortalPath = (p: string) =>
  p.toLowerCase() === SELLER_PORTAL_PATH || p.toLowerCase().startsWith(`${SELLER_PORTAL_PATH}/`);
export const sessionScope = {
  prefix: isPortalPath(globalThis.location?.pathname ?? "/")
    ? import.meta.env?.VITE_SELLER_PORTAL_STORAGE_PREFIX || "sellerPortal."
    : "",
  /** Where an ended session sends the person: the portal has its own sign-in. */
  get signInPath(): string {
    return this.prefix ? `${SELLER_PORTAL_PATH}/signIn` : "/login";
  },
};

/** The Web Storage name of a key in this document's session scope. */
export function storageKeyName(key: string): string {
  return SESSION_KEYS.has(key) ? sessionScope.prefix + key : key;
}

export type UserInfo = {
  id?: number;
  userName?: string | null;
  nickName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  pic?: string | null;
  city?: string | null;
  /** The profile city's coordinates (GET /user/info): distances measure from them. */
  lat?: number | null;
  lng?: number | null;
  email?: string | null;
  mobile?: string | null;
  emailVerified?: boolean;
  mobileVerified?: boolean;
  /** The account's language (`en`, `zh`), null when never chosen. */
  locale?: string | null;
  /** One of the platform's operators (OPERATOR_EMAILS): the console at /admin is theirs. */
  isOperator?: boolean;
};

/** A sign-in answer as stored: the contract's tokens; its user may be missing or partial. */
export type Tokens = Omit<AnswerTokens, "user"> & { user?: UserInfo };

export type Coords = { lat: number; lng: number };

function store(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readKey(key: string, kind: "local" | "session" = "local"): string | null {
  try {
    return store(kind)?.getItem(storageKeyName(key)) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
/** Called after any session key changes in this tab (jotai atoms in state.ts re-read then). */
export function onSessionChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
let notifyQueued = false;
function notifySessionChange(): void {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const l of listeners) l();
  });
}

export function writeKey(key: string, value: string | null, kind: "local" | "session" = "local"): void {
  notifySessionChange();
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(storageKeyName(key));
    else s.setItem(storageKeyName(key), value);
  } catch {
    // Storage full or blocked: the app still works for this page view.
  }
}

function readJson<T>(key: string): T | null {
  const raw = readKey(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readNumber(key: string): number {
  const n = Number(readKey(key));
  return Number.isFinite(n) ? n : 0;
}

export const getToken = () => readKey(LocalKey.token);
export const getRefreshToken = () => readKey(LocalKey.refreshToken);
export const getExpirationTime = () => readNumber(LocalKey.expirationTime);
export const getRefreshExpirationTime = () => readNumber(LocalKey.refreshExpirationTime);

/** Stores a sign-in or refresh answer. */
export function saveTokens(t: Tokens): void {
  writeKey(LocalKey.token, t.token);
  writeKey(LocalKey.expirationTime, String(t.expirationTime));
  writeKey(LocalKey.refreshToken, t.refreshToken);
  writeKey(LocalKey.refreshExpirationTime, String(t.refreshExpirationTime));
  if (t.user) saveUserInfo(t.user);
}

/** Removes only the main (access) token, as status 100024 asks. */
export function removeMainToken(): void {
  writeKey(LocalKey.token, null);
  writeKey(LocalKey.expirationTime, null);
}

export function clearTokens(): void {
  for (const k of [
    LocalKey.token,
    LocalKey.expirationTime,
    LocalKey.refreshToken,
    LocalKey.refreshExpirationTime,
  ]) {
    writeKey(k, null);
  }
  clearIdentityToken();
}

/** Session storage first (this tab's choice), then local storage. */
export function getIdentityToken(): string | null {
  return readKey(LocalKey.identityToken, "session") || readKey(LocalKey.identityToken, "local") || null;
}

export function setIdentityToken(token: string | null): void {
  if ((token || null) !== getIdentityToken()) markIndexRefresh();
  writeKey(LocalKey.identityToken, token || null, "session");
  writeKey(LocalKey.identityToken, token || null, "local");
}

export function clearSessionIdentityToken(): void {
  // Both copies go: the local one would otherwise be picked up again after the reload.
  setIdentityToken(null);
}

export const clearIdentityToken = clearSessionIdentityToken;

export const getUserInfo = () => readJson<UserInfo>(LocalKey.userInfo);
export function saveUserInfo(u: UserInfo | null): void {
  writeKey(LocalKey.userInfo, u ? JSON.stringify(u) : null);
}

export function clearUserData(): void {
  saveUserInfo(null);
  writeKey(LocalKey.usernamePopUp, null);
}

export const getCoords = () => readJson<Coords>(LocalKey.coords);
export const saveCoords = (c: Coords | null) => writeKey(LocalKey.coords, c ? JSON.stringify(c) : null);

/** The chosen city (rules/product.md §3); `manualSelection` is false when it came from the device's position. */
export type City = { name: string; lat: number; lng: number; manualSelection: boolean };

export function getCity(): City | null {
  const raw = readKey(LocalKey.city);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<City>;
    if (v && typeof v.name === "string" && typeof v.lat === "number" && typeof v.lng === "number")
      return { name: v.name, lat: v.lat, lng: v.lng, manualSelection: v.manualSelection !== false };
  } catch {
    // An older plain-text city name: keep showing it; there are no coordinates to search by.
  }
  return null;
}
export const getCityName = (): string | null =>
  getCity()?.name ?? (readKey(LocalKey.city)?.startsWith("{") ? null : readKey(LocalKey.city));
export function saveCity(c: City | null): void {
  const was = getCity();
  if (was?.name !== c?.name || was?.lat !== c?.lat || was?.lng !== c?.lng) markIndexRefresh();
  writeKey(LocalKey.city, c ? JSON.stringify(c) : null);
}

/**
 * rules/product.md §3 `indexIsRefresh`: set when the city or the identity changes, so the home page reloads its
 * rows on its next visit, once; `takeIndexRefresh` answers whether to and clears the flag.
 */
export const markIndexRefresh = () => writeKey(LocalKey.indexIsRefresh, "1");
export function takeIndexRefresh(): boolean {
  if (readKey(LocalKey.indexIsRefresh) !== "1") return false;
  writeKey(LocalKey.indexIsRefresh, null);
  return true;
}

/** The radius the user last chose (kilometres, or "any"), or null when never chosen. */
export function getRadiusChoice(): RadiusChoice | null {
  const raw = readKey(LocalKey.radiusKm);
  if (raw === ANYWHERE) return ANYWHERE;
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) && n > 0 && n <= 20_000 ? n : null;
}
export const saveRadiusChoice = (r: RadiusChoice | null) =>
  writeKey(LocalKey.radiusKm, r === null ? null : String(r));

export const isGetAppClosed = () => readKey(LocalKey.getAppStatus) === "closed";
export const closeGetApp = () => writeKey(LocalKey.getAppStatus, "closed");

/** The display name rule of rules/product.md §2: userName, else nickName, else first + last name. */
export function displayName(u: UserInfo | null | undefined): string {
  if (!u) return "";
  return u.userName || u.nickName || [u.firstName, u.lastName].filter(Boolean).join(" ") || "";
}
