import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "../../ui/page.tsx";
import { OffersList } from "../offers/offers-list.tsx";
import { PortalHeading } from "./portal-layout.tsx";

/** /seller/offers: offers on the identity's items, newest first, each answered in place. */
export function OffersRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Offers · Seller Hub`);
  return (
    <section>
      <PortalHeading title={t`Offers`} />
      <OffersList party="seller" />
    </section>
  );
}
