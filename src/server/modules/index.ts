import type { Api } from "../platform/api.ts";
import type { AppDeps } from "../platform/context.ts";
import { registerAccounts } from "./accounts/accounts.routes.ts";
import { registerAuctions } from "./auctions/auctions.routes.ts";
import { registerCatalog } from "./catalog/catalog.routes.ts";
import { registerChat } from "./chat/chat.routes.ts";
import { registerFeedback } from "./feedback/feedback.routes.ts";
import { registerGeo } from "./geo/geo.routes.ts";
import { registerModeration } from "./moderation/moderation.routes.ts";
import { registerNotifications } from "./notifications/notifications.routes.ts";
import { registerOffers } from "./offers/offers.routes.ts";
import { registerOrders } from "./orders/orders.routes.ts";
import { registerPages } from "./pages/pages.routes.ts";
import { registerRealtime } from "./realtime/realtime.routes.ts";
import { registerSearch } from "./search/search.routes.ts";
import { registerSellerPortal } from "./seller-portal/seller-portal.routes.ts";
import { registerSelling } from "./selling/selling.routes.ts";
import { registerStoresAdmin } from "./stores-admin/stores-admin.routes.ts";
import { registerWallet } from "./wallet/wallet.routes.ts";

/** Every domain module adds its routes, job handlers and services here, once. */
export function registerModules(api: Api, deps: AppDeps): void {
  registerAccounts(api, deps);
  registerGeo(api, deps);
  registerCatalog(api, deps);
  registerSearch(api, deps);
  registerSelling(api, deps);
  registerAuctions(api, deps);
  registerOrders(api, deps);
  registerOffers(api, deps);
  registerWallet(api, deps);
  registerNotifications(api, deps);
  registerRealtime(api, deps);
  registerChat(api, deps);
  registerStoresAdmin(api, deps);
  registerSellerPortal(api, deps);
  registerPages(api, deps);
  registerFeedback(api, deps);
  registerModeration(api, deps);
}
