import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { openStream } from "../../api/index.ts";
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
  const token = useAtomValue(sessionAtom).token;
  useEffect(() => {
    if (!token || typeof EventSource === "undefined") return;
    return openStream("/me/events", {
      notification: (data) => {
        const orderNumber = (data as { orderNumber?: string | null } | null)?.orderNumber;
        if (!orderNumber) return;
        void refetchAfterServerChange(qc, orderKeys.detail(orderNumber));
        void refetchAfterServerChange(qc, orderKeys.lists());
        void refetchAfterServerChange(qc, ["wallet"]);
      },
    });
  }, [qc, token]);
}
