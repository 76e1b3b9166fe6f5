import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { subscribeStream } from "../../api/index.ts";
import { refetchAfterServerChange } from "../../query-client.ts";
import { sessionAtom } from "../../state.ts";
import { orderKeys } from "./orders-queries.ts";

/**
 * While an order screen is open: every order transition notifies the other party, so a
 * notification about an order on the user's stream (`/rt/me/events`) refreshes that order and the
 * lists (the buyer sees "Completed" the moment the seller confirms the pickup).
 */
export function useOrderUpdates(): void {
  const qc = useQueryClient();
  const signedIn = Boolean(useAtomValue(sessionAtom).token);
  useEffect(() => {
    if (!signedIn) return;
    // The one shared channel (api/sse.ts).
    const sub = subscribeStream("/me/events", {
      notification: (data) => {
        const orderNumber = (data as { orderNumber?: string | null } | null)?.orderNumber;
        if (!orderNumber) return;
        void refetchAfterServerChange(qc, orderKeys.detail(orderNumber));
        void refetchAfterServerChange(qc, orderKeys.lists());
        void refetchAfterServerChange(qc, ["wallet"]);
      },
    });
    return () => sub.close();
  }, [qc, signedIn]);
}
