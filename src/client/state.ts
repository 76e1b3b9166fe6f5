import { atom, createStore } from "jotai";
import { useSyncExternalStore } from "react";
import type { RadiusChoice } from "#shared/distance";
import {
  type Coords,
  getCity,
  getCityName,
  getCoords,
  getIdentityToken,
  getRadiusChoice,
  getToken,
  getUserInfo,
  isGetAppClosed,
  onSessionChange,
  type UserInfo,
} from "./api/session-store.ts";

/**
 * Client state that is not server state, behind one module (jotai). Server data lives in React
 * Query; these atoms mirror the session keys of Web Storage so components re-render when they change.
 * Outside React, read/write with `appStore.get/set`.
 */
export const appStore = createStore();

export type SessionSnapshot = {
  token: string | null;
  identityToken: string | null;
  userInfo: UserInfo | null;
  coords: Coords | null;
  city: string | null;
  /**
   * Where the user is, for distances and "near me" searches: the city chosen on this device, else
   * the profile's city, else the device's last position (no name). The header's city is its name,
   * so the city shown is the one searches measure from.
   */
  place: Place | null;
  /** The radius the user last chose for lists and home (km, or anywhere); null: the default. */
  radiusKm: RadiusChoice | null;
  getAppClosed: boolean;
};

export type Place = { name: string | null; lat: number; lng: number };

function readPlace(userInfo: UserInfo | null, coords: Coords | null): Place | null {
  const chosen = getCity();
  if (chosen && Number.isFinite(chosen.lat) && Number.isFinite(chosen.lng))
    return { name: chosen.name, lat: chosen.lat, lng: chosen.lng };
  if (userInfo?.city && userInfo.lat != null && userInfo.lng != null)
    return { name: userInfo.city, lat: userInfo.lat, lng: userInfo.lng };
  return coords ? { name: null, lat: coords.lat, lng: coords.lng } : null;
}

export function readSession(): SessionSnapshot {
  const userInfo = getUserInfo();
  const coords = getCoords();
  const place = readPlace(userInfo, coords);
  return {
    token: getToken(),
    identityToken: getIdentityToken(),
    userInfo,
    coords,
    city: place?.name || getCityName() || userInfo?.city || null,
    place,
    radiusKm: getRadiusChoice(),
    getAppClosed: isGetAppClosed(),
  };
}

/** The session as a server-rendered page shows it: nobody signed in. */
export const PUBLIC_SESSION: SessionSnapshot = {
  token: null,
  identityToken: null,
  userInfo: null,
  coords: null,
  city: null,
  place: null,
  radiusKm: null,
  getAppClosed: false,
};

/**
 * True while the browser hydrates a server-rendered page: the session atoms hold the public view
 * the server drew until the shell lets the stored session in (AppShell, after hydration).
 */
export const hydratingAtom = atom(false);

const subscribeHydrating = (onChange: () => void) => appStore.sub(hydratingAtom, onChange);
const notLive = () => false;
/**
 * True once the page is live with the stored session in (false on the server, while the browser
 * hydrates, and until the shell lets the session in): parts that show the user's own state wait
 * for it. Hydration's render reads false from both sides, so React has no reason to re-render the
 * part synchronously inside hydration's task (it does when useSyncExternalStore's two values
 * differ); it re-renders when the session comes in, in that task instead. A part whose boundary
 * hydrates after the session came in (the shell waits 3 s at most) still hydrates with false, as
 * the server drew it, then re-renders: reading the atom alone would break that hydration.
 */
export const useSessionLive = (): boolean =>
  useSyncExternalStore(subscribeHydrating, () => !appStore.get(hydratingAtom), notLive);

export const sessionAtom = atom<SessionSnapshot>(readSession());
export const signedInAtom = atom((get) => Boolean(get(sessionAtom).token));
/** The user's place (see SessionSnapshot.place); none while a server-rendered page hydrates. */
export const placeAtom = atom((get) => (get(hydratingAtom) ? null : get(sessionAtom).place));
/** The radius the user chose on this device (see SessionSnapshot.radiusKm). */
export const radiusChoiceAtom = atom((get) => get(sessionAtom).radiusKm);

export type Identity = {
  user: { id: number; storeId: number | null };
  stores: { id: number; storeName: string }[];
};
/** GET /sys/identity, loaded by the session lifecycle. */
const loadedIdentityAtom = atom<Identity | null>(null);
/** While a server-rendered page hydrates it reads as nobody's, as the server drew the page. */
export const identityAtom = atom(
  (get) => (get(hydratingAtom) ? null : get(loadedIdentityAtom)),
  (_get, set, identity: Identity | null) => set(loadedIdentityAtom, identity),
);

/** UI state of the shell. */
export const drawerOpenAtom = atom(false);
export const signOutDialogAtom = atom(false);
/** The item page's sticky bar asks the buying panel to start Buy now for this item number. */
export const buyNowRequestAtom = atom<string | null>(null);
/** A new version of the app waits (set by the worker's registration): the shell then loads its prompt. */
export const updateWaitingAtom = atom(false);
export const onlineAtom = atom(typeof navigator === "undefined" ? true : navigator.onLine);

onSessionChange(() => {
  if (!appStore.get(hydratingAtom)) appStore.set(sessionAtom, readSession());
});
