import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Offer, OfferStatus } from "#shared/contract/offers";

/**
 * How long a seller has to answer an offer, and a buyer a counter: the server's `OFFER_HOURS`,
 * whose default the screens quote before an offer exists (an offer itself carries `expiresAt`).
 */
export const OFFER_HOURS_DEFAULT = 48;

export const OFFER_STATUS_LABEL: Record<OfferStatus, MessageDescriptor> = {
  pending: msg`Waiting for the seller`,
  countered: msg`Countered`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  withdrawn: msg({ message: "Withdrawn", context: "offer" }),
};

/** A pending offer seen by its seller: it is their move. */
export const PENDING_FOR_SELLER: MessageDescriptor = msg`Needs your answer`;

export const OFFER_STATUS_STYLE: Record<OfferStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  countered: "bg-sky-100 text-sky-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
  withdrawn: "bg-slate-200 text-slate-800",
};

export const isOpen = (o: Pick<Offer, "status">) => o.status === "pending" || o.status === "countered";

/** Who waits for whom, from the reader's side. */
export function offerHint(o: Offer): MessageDescriptor | null {
  const buyer = o.role === "buyer";
  switch (o.status) {
    case "pending":
      return buyer ? msg`The seller can accept, decline or counter.` : msg`Accept, decline or counter.`;
    case "countered":
      return buyer ? msg`The seller countered: accept or decline.` : msg`Waiting for the buyer’s answer.`;
    case "accepted":
      return msg`Agreed. The order shows the next step.`;
    case "declined":
      if (o.decidedBy === "auto")
        return buyer
          ? msg`The seller is looking for a higher offer.`
          : msg`Declined at once: below your auto-decline amount.`;
      if (o.decidedBy === "system") return msg`The item sold to another buyer.`;
      return null;
    case "expired":
      return msg`No answer in time.`;
    default:
      return null;
  }
}
