import { Yt as sessionAtom, vn as useAtomValue } from "./index-BAN1tMZn.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as openStream } from "./sse-B52HyX8J.js";
import "./api-CDAijywg.js";
import { n as orderKeys } from "./orders-queries-InVPuFtr.js";

// src/client/features/orders/use-order-updates.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * While an order screen is open: every order transition notifies the other party, so a
 * notification about an order on the user's stream (`/rt/me/events`) refreshes that order and the
 * lists (the buyer sees "Completed" the moment the seller confirms the pickup).
 */
function useOrderUpdates() {
  const qc = useQueryClient();
  const token = useAtomValue(sessionAtom).token;
  (0, import_react.useEffect)(() => {
    if (!token || typeof EventSource === "undefined") return;
    return openStream("/me/events", {
      notification: (data) => {
        const orderNumber = data?.orderNumber;
        if (!orderNumber) return;
        qc.invalidateQueries({ queryKey: orderKeys.detail(orderNumber) });
        qc.invalidateQueries({ queryKey: orderKeys.lists() });
        qc.invalidateQueries({ queryKey: ["wallet"] });
      },
    });
  }, [qc, token]);
}

export { useOrderUpdates as t };
