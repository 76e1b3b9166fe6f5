import { createFileRoute, Navigate } from "@tanstack/react-router";
import { getToken } from "../api/session-store.ts";
import { SignInScreen } from "../features/accounts/sign-in-screens.tsx";
import { PortalSection } from "../features/seller-portal/sections.tsx";

// One route for the portal's screens (listings, orders, money, performance, team, open, signIn):
// the app's first visit carries a single path for the whole portal.
export const Route = createFileRoute("/seller/$section")({
  component: function SellerSection() {
    const { section } = Route.useParams();
    // The portal's own sign-in: the same form, storing the portal's session, then on to its listings.
    if (section.toLowerCase() === "signin")
      return getToken() ? (
        <Navigate to="/seller/$section" params={{ section: "listings" }} replace />
      ) : (
        <SignInScreen search={{ redirect: "/seller/listings" }} />
      );
    return <PortalSection section={section} />;
  },
});
