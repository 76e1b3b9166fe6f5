// src/client/features/session/storage.ts
/**
 * Everything the app keeps in Web Storage (spec §3 "Local keys"). One place names the keys so the
 * request helper, the lifecycle and tests agree. Reads never throw (private mode, quota, SSR).
 */
var LocalKey = {
  token: "token",
  expirationTime: "expirationTime",
  refreshToken: "refreshToken",
  refreshExpirationTime: "refreshExpirationTime",
  /** Store identity token: kept in sessionStorage (this tab) and localStorage (new tabs). */
  identityToken: "identityToken",
  userInfo: "userInfo",
  getAppStatus: "getAppStatus",
  coords: "coords",
  /** The chosen city, JSON { name, lat, lng, manualSelection } (spec §3 "City"). */
  city: "city",
  /** City search history (spec §3): unique, newest first, at most 10. */
  historyCitySearch: "historyCitySearch",
  indexIsRefresh: "indexIsRefresh",
  usernamePopUp: "usernamePopUp",
};
/** The keys that make up a signed-in session; another session scope keeps its own copies of them. */
var SESSION_KEYS = /* @__PURE__ */ new Set([
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
var SELLER_PORTAL_PATH = "/seller";
var isPortalPath = (p) => p.toLowerCase() === "/seller" || p.toLowerCase().startsWith(`/seller/`);
var sessionScope = {
  prefix: isPortalPath(globalThis.location?.pathname ?? "/") ? "sellerPortal." : "",
  /** Where an ended session sends the person: the portal has its own sign-in. */
  get signInPath() {
    return this.prefix ? `${SELLER_PORTAL_PATH}/signIn` : "/login";
  },
};
/** The Web Storage name of a key in this document's session scope. */
function storageKeyName(key) {
  return SESSION_KEYS.has(key) ? sessionScope.prefix + key : key;
}
function store(kind) {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}
function readKey(key, kind = "local") {
  try {
    return store(kind)?.getItem(storageKeyName(key)) ?? null;
  } catch {
    return null;
  }
}
var listeners = /* @__PURE__ */ new Set();
/** Called after any session key changes in this tab (jotai atoms in state.ts re-read then). */
function onSessionChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
var notifyQueued = false;
function notifySessionChange() {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const l of listeners) l();
  });
}
function writeKey(key, value, kind = "local") {
  notifySessionChange();
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(storageKeyName(key));
    else s.setItem(storageKeyName(key), value);
  } catch {}
}
function readJson(key) {
  const raw = readKey(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
function readNumber(key) {
  const n = Number(readKey(key));
  return Number.isFinite(n) ? n : 0;
}
var getToken = () => readKey(LocalKey.token);
var getRefreshToken = () => readKey(LocalKey.refreshToken);
var getExpirationTime = () => readNumber(LocalKey.expirationTime);
var getRefreshExpirationTime = () => readNumber(LocalKey.refreshExpirationTime);
/** Stores a sign-in or refresh answer. */
function saveTokens(t) {
  writeKey(LocalKey.token, t.token);
  writeKey(LocalKey.expirationTime, String(t.expirationTime));
  writeKey(LocalKey.refreshToken, t.refreshToken);
  writeKey(LocalKey.refreshExpirationTime, String(t.refreshExpirationTime));
  if (t.user) saveUserInfo(t.user);
}
/** Removes only the main (access) token, as status 100024 asks. */
function removeMainToken() {
  writeKey(LocalKey.token, null);
  writeKey(LocalKey.expirationTime, null);
}
function clearTokens() {
  for (const k of [
    LocalKey.token,
    LocalKey.expirationTime,
    LocalKey.refreshToken,
    LocalKey.refreshExpirationTime,
  ])
    writeKey(k, null);
  clearIdentityToken();
}
/** Session storage first (this tab's choice), then local storage. */
function getIdentityToken() {
  return readKey(LocalKey.identityToken, "session") || readKey(LocalKey.identityToken, "local") || null;
}
function setIdentityToken(token) {
  if ((token || null) !== getIdentityToken()) markIndexRefresh();
  writeKey(LocalKey.identityToken, token || null, "session");
  writeKey(LocalKey.identityToken, token || null, "local");
}
function clearSessionIdentityToken() {
  setIdentityToken(null);
}
var clearIdentityToken = clearSessionIdentityToken;
var getUserInfo = () => readJson(LocalKey.userInfo);
function saveUserInfo(u) {
  writeKey(LocalKey.userInfo, u ? JSON.stringify(u) : null);
}
function clearUserData() {
  saveUserInfo(null);
  writeKey(LocalKey.usernamePopUp, null);
}
var getCoords = () => readJson(LocalKey.coords);
var saveCoords = (c) => writeKey(LocalKey.coords, c ? JSON.stringify(c) : null);
function getCity() {
  const raw = readKey(LocalKey.city);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    if (v && typeof v.name === "string" && typeof v.lat === "number" && typeof v.lng === "number")
      return {
        name: v.name,
        lat: v.lat,
        lng: v.lng,
        manualSelection: v.manualSelection !== false,
      };
  } catch {}
  return null;
}
var getCityName = () =>
  getCity()?.name ?? (readKey(LocalKey.city)?.startsWith("{") ? null : readKey(LocalKey.city));
function saveCity(c) {
  const was = getCity();
  if (was?.name !== c?.name || was?.lat !== c?.lat || was?.lng !== c?.lng) markIndexRefresh();
  writeKey(LocalKey.city, c ? JSON.stringify(c) : null);
}
/**
 * Spec §3 `indexIsRefresh`: set when the city or the identity changes, so the home page reloads its
 * rows on its next visit, once; `takeIndexRefresh` answers whether to and clears the flag.
 */
var markIndexRefresh = () => writeKey(LocalKey.indexIsRefresh, "1");
function takeIndexRefresh() {
  if (readKey(LocalKey.indexIsRefresh) !== "1") return false;
  writeKey(LocalKey.indexIsRefresh, null);
  return true;
}
var isGetAppClosed = () => readKey(LocalKey.getAppStatus) === "closed";
var closeGetApp = () => writeKey(LocalKey.getAppStatus, "closed");
/** The display name rule of spec §2: userName, else nickName, else first + last name. */
function displayName(u) {
  if (!u) return "";
  return u.userName || u.nickName || [u.firstName, u.lastName].filter(Boolean).join(" ") || "";
}

export {
  clearSessionIdentityToken as r,
  clearTokens as i,
  clearUserData as a,
  closeGetApp as o,
  displayName as s,
  getCity as c,
  getCityName as l,
  getCoords as u,
  getExpirationTime as d,
  getIdentityToken as f,
  getRefreshExpirationTime as p,
  getRefreshToken as m,
  getToken as h,
  getUserInfo as g,
  isGetAppClosed as _,
  LocalKey as t,
  onSessionChange as v,
  readKey as y,
  removeMainToken as b,
  SELLER_PORTAL_PATH as n,
  saveCity as x,
  saveCoords as S,
  saveTokens as C,
  saveUserInfo as w,
  sessionScope as T,
  setIdentityToken as E,
  storageKeyName as D,
  takeIndexRefresh as O,
  writeKey as k,
};
