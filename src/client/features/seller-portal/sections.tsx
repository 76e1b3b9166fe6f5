import { NotFound } from "../../ui/not-found.tsx";
import { ListingsRoute } from "./listings-screen.tsx";
import { MoneyScreen } from "./money-screen.tsx";
import { OffersRoute } from "./offers-screen.tsx";
import { PortalOpenScreen } from "./open-screen.tsx";
import { OrdersRoute } from "./orders-screen.tsx";
import { PerformanceRoute } from "./performance-screen.tsx";
import { TeamScreen } from "./team-screen.tsx";

export const PORTAL_SECTIONS = ["listings", "orders", "offers", "money", "performance", "team"] as const;
export type PortalSectionName = (typeof PORTAL_SECTIONS)[number];

/** The screen of /seller/{section}. */
export function PortalSection({ section }: { section: string }) {
  switch (section.toLowerCase()) {
    case "open":
      return <PortalOpenScreen />;
    case "listings":
      return <ListingsRoute />;
    case "orders":
      return <OrdersRoute />;
    case "offers":
      return <OffersRoute />;
    case "money":
      return <MoneyScreen />;
    case "performance":
      return <PerformanceRoute />;
    case "team":
      return <TeamScreen />;
    default:
      return <NotFound />;
  }
}
