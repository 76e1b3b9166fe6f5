import { notFound } from "@tanstack/react-router";
import { call, refusedAsNull } from "../../api/index.ts";
import { getToken, getUserInfo, saveUserInfo, type UserInfo } from "../../api/session-store.ts";

/**
 * beforeLoad of /admin: operators only (GET /user/info's `isOperator`, asked afresh so a revoked
 * role shows at once); everyone else, guests included, gets the app's Page not found, as if the
 * console did not exist. The server checks every /admin call itself (10003); this only keeps the
 * console's screens from other visitors.
 */
export async function requireOperator(): Promise<void> {
  if (!getToken()) throw notFound();
  let me: UserInfo | null = null;
  try {
    me = await refusedAsNull(call("GET", "/user/info"));
    if (me) saveUserInfo(me);
  } catch {
    // Offline: what the device last heard.
    me = getUserInfo();
  }
  if (!me?.isOperator) throw notFound();
}
