import {
  dt as __vitePreload,
  $t as api,
  Ft as get,
  Cn as queryOptions,
  It as set,
} from "./index-BAN1tMZn.js";
import { n as orderKeys } from "./orders-queries-InVPuFtr.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/orders/pickup-verify.ts
var pickup_verify_exports = /* @__PURE__ */ __exportAll({
  looksSigned: () => looksSigned,
  pickupVerifyKeyQuery: () => pickupVerifyKeyQuery,
  storedVerifyKey: () => storedVerifyKey,
  verifyPickupQr: () => verifyPickupQr,
});
var IDB_KEY = "bnomo-pickup-verify-key";
var DAY = 864e5;
async function fetchVerifyKey() {
  const k = await api.get("/order/pickupVerifyKey", void 0, {
    public: true,
    toast: false,
  });
  set(IDB_KEY, k).catch(() => void 0);
  return k;
}
var pickupVerifyKeyQuery = () =>
  queryOptions({
    queryKey: orderKeys.verifyKey(),
    queryFn: fetchVerifyKey,
    staleTime: DAY,
  });
/** The key kept on this device, if any (for when the query cache has none and there is no network). */
function storedVerifyKey() {
  return get(IDB_KEY).then(
    (k) => k ?? null,
    () => null,
  );
}
/** A QR text that looks like our signed payload (three base64url parts) rather than typed digits. */
var looksSigned = (text) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text.trim());
/**
 * The claims of a pickup QR we signed, or null when the signature, algorithm or shape is wrong.
 * jose loads only here, when a QR is scanned.
 */
async function verifyPickupQr(text, key) {
  const { compactVerify, importJWK } = await __vitePreload(async () => {
    const { compactVerify, importJWK } = await import("./webapi-DLWqRu6-.js");
    return {
      compactVerify,
      importJWK,
    };
  }, []);
  try {
    const pub = await importJWK(key.jwk, "ES256");
    const { payload, protectedHeader } = await compactVerify(text.trim(), pub, { algorithms: ["ES256"] });
    if (protectedHeader.typ !== void 0 && protectedHeader.typ !== "bnomo-pickup") return null;
    const claims = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims.orderNumber !== "string" || typeof claims.pickupCode !== "string") return null;
    return {
      orderNumber: claims.orderNumber,
      pickupCode: claims.pickupCode,
    };
  } catch {
    return null;
  }
}

export {
  looksSigned as t,
  pickup_verify_exports as r,
  pickupVerifyKeyQuery as n,
  storedVerifyKey as i,
  verifyPickupQr as a,
};
