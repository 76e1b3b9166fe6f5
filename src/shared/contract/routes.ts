import { z } from "zod";
import * as accounts from "./accounts.ts";
import * as auctions from "./auctions.ts";
import * as catalog from "./catalog.ts";
import * as chat from "./chat.ts";
import * as common from "./common.ts";
import * as feedback from "./feedback.ts";
import * as geo from "./geo.ts";
import * as moderation from "./moderation.ts";
import * as notifications from "./notifications.ts";
import * as offers from "./offers.ts";
import * as orders from "./orders.ts";
import * as pages from "./pages.ts";
import * as search from "./search.ts";
import * as sellerPortal from "./seller-portal.ts";
import * as selling from "./selling.ts";
import * as storesAdmin from "./stores-admin.ts";
import * as wallet from "./wallet.ts";

/**
 * The API's operations, by `"METHOD /path"` (the path under `/api`, as the client calls it): each
 * one's query, body and res_data schemas. The server registers every operation from here
 * (`contractRoute`), and the client's `call` reads its inputs and answers off the same entries, so
 * the two cannot drift. The photo upload (`POST /file/upload`) is not here: its body schema is an
 * OpenAPI file field that only the server knows.
 */
type RouteSchemas = { query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

const HtmlSchema = z.string().describe("An HTML page or a redirect");

export const ROUTES = {
  // modules/accounts/accounts.routes.ts
  "POST /hweb/login/v1/sendCode": {
    body: accounts.SendCodeInputSchema,
    response: accounts.SendCodeResultSchema,
  },
  "POST /hweb/login/v1/register": { body: accounts.RegisterInputSchema, response: accounts.TokensSchema },
  "POST /hweb/login/v1/login": { body: accounts.LoginInputSchema, response: accounts.TokensSchema },
  "POST /hweb/login/v1/loginByCode": {
    body: accounts.LoginByCodeInputSchema,
    response: accounts.TokensSchema,
  },
  "POST /hweb/login/v1/resetPassword": {
    body: accounts.ResetPasswordInputSchema,
    response: common.EmptySchema,
  },
  "POST /hweb/login/v1/logout": { response: common.EmptySchema },
  "GET /refreshToken": { response: accounts.TokensSchema },
  "GET /sys/identity": { response: accounts.IdentitySchema },
  "POST /sys/chooseIdentity": {
    body: accounts.ChooseIdentityInputSchema,
    response: accounts.ChooseIdentityResultSchema,
  },
  "POST /sys/sellerPortal/handoff": { response: accounts.PortalHandoffSchema },
  "POST /sys/sellerPortal/exchange": {
    body: accounts.PortalExchangeInputSchema,
    response: accounts.PortalSessionSchema,
  },
  "GET /user/info": { response: accounts.UserInfoSchema },
  "POST /user/setUsername": { body: accounts.SetUsernameInputSchema, response: common.EmptySchema },
  "POST /user/updateProfile": { body: accounts.UpdateProfileInputSchema, response: accounts.UserInfoSchema },
  "POST /user/changePassword": { body: accounts.ChangePasswordInputSchema, response: common.EmptySchema },
  "POST /user/bindAccount": { body: accounts.BindAccountInputSchema, response: accounts.UserInfoSchema },
  "POST /user/deactivate": { body: accounts.DeactivateInputSchema, response: common.EmptySchema },
  "GET /user/taxId": { response: accounts.TaxIdSchema },
  "POST /user/taxId": { body: accounts.TaxIdInputSchema, response: accounts.TaxIdSchema },
  "POST /user/confirmUserData": {
    body: accounts.ConfirmUserDataInputSchema,
    response: accounts.UserInfoSchema,
  },
  "GET /sys/countryCodes": { response: z.array(accounts.CountryCodeSchema) },
  "GET /store/list": { response: z.array(accounts.StoreSchema) },
  "GET /store/detail": { query: accounts.StoreIdQuerySchema, response: accounts.StoreSchema },
  "POST /store/save": { body: accounts.SaveStoreInputSchema, response: accounts.StoreSchema },
  "GET /team/roles": { response: z.array(accounts.TeamRoleInfoSchema) },
  "GET /team/users": { query: common.PagingQuerySchema, response: accounts.TeamUsersSchema },
  "POST /team/add": {
    body: accounts.TeamAddInputSchema,
    response: z.object({ account: z.string(), role: z.string() }),
  },
  "POST /team/edit": {
    body: accounts.TeamEditInputSchema,
    response: z.object({ userId: z.number().int(), role: z.string() }),
  },
  "POST /team/delete": { body: accounts.TeamDeleteInputSchema, response: common.EmptySchema },
  "GET /team/invitations": { response: z.array(accounts.TeamInvitationSchema) },
  "POST /team/accept": { body: accounts.TeamInvitationInputSchema, response: accounts.StoreSchema },
  "POST /team/decline": { body: accounts.TeamInvitationInputSchema, response: common.EmptySchema },
  // modules/auctions/auctions.routes.ts
  "POST /item/bid": { body: auctions.PlaceBidInputSchema, response: auctions.BidAnswerSchema },
  "POST /item/autoBid/insert": { body: auctions.AutoBidInputSchema, response: auctions.BidAnswerSchema },
  "POST /item/autoBid/cancel": { body: auctions.ItemNumberInputSchema, response: z.object({}) },
  "POST /item/buyNow": { body: auctions.ItemNumberInputSchema, response: auctions.BuyNowAnswerSchema },
  "GET /item/bids": { query: auctions.BidListQuerySchema, response: auctions.BidListSchema },
  "GET /item/myBids": { query: auctions.MyBidsQuerySchema, response: auctions.MyBidsSchema },
  // modules/catalog/catalog.routes.ts
  "GET /category/suggest": {
    query: catalog.CategorySuggestQuerySchema,
    response: catalog.CategorySuggestionsSchema,
  },
  "GET /category/list": { response: catalog.CategoryTreeSchema },
  "GET /item/detail": { query: catalog.ItemNumberQuerySchema, response: catalog.ItemDetailSchema },
  "GET /item/gone": { query: catalog.ItemNumberQuerySchema, response: catalog.GoneItemSchema },
  "GET /item/itemNumberBySinCode": {
    query: catalog.SinCodeQuerySchema,
    response: catalog.ItemNumberAnswerSchema,
  },
  "POST /item/watch": { body: catalog.WatchInputSchema, response: catalog.WatchAnswerSchema },
  "GET /item/watching": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(catalog.ItemSummarySchema),
  },
  "GET /item/recentlyViewed": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(catalog.ItemSummarySchema),
  },
  "GET /home/popup": { response: catalog.HomePopupSchema },
  "GET /home/filter": { response: catalog.HomeFilterSchema },
  "GET /seller/info": { query: catalog.SellerInfoQuerySchema, response: catalog.SellerInfoSchema },
  // modules/chat/chat.routes.ts
  "POST /chat/session": { body: chat.OpenChatInputSchema, response: chat.ChatSessionSchema },
  "GET /chat/sessions": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(chat.ChatSessionSchema),
  },
  "GET /chat/session": {
    query: z.object({ sessionId: chat.ChatSessionIdSchema }),
    response: chat.ChatSessionSchema,
  },
  "GET /chat/messages": {
    query: chat.ChatMessagesQuerySchema,
    response: common.PageSchema(chat.ChatMessageSchema),
  },
  "POST /chat/read": { body: z.object({ sessionId: chat.ChatSessionIdSchema }), response: z.object({}) },
  "POST /chat/send": { body: chat.SendChatInputSchema, response: chat.ChatMessageSchema },
  // modules/feedback/feedback.routes.ts
  "GET /feedback/order": { query: orders.OrderNumberQuerySchema, response: feedback.OrderFeedbackSchema },
  "POST /feedback/leave": { body: feedback.LeaveFeedbackInputSchema, response: feedback.OrderFeedbackSchema },
  "POST /feedback/reply": { body: feedback.ReplyFeedbackInputSchema, response: feedback.FeedbackSchema },
  "GET /feedback/list": { query: feedback.FeedbackListQuerySchema, response: feedback.FeedbackPageSchema },
  "GET /feedback/profile": { query: feedback.UserIdQuerySchema, response: feedback.MemberProfileSchema },
  // modules/geo/geo.routes.ts
  "GET /geo/citySearch": { query: geo.CitySearchQuerySchema, response: geo.CitySearchAnswerSchema },
  "GET /geo/reverse": { query: geo.ReverseQuerySchema, response: geo.ReverseAnswerSchema },
  // modules/moderation/moderation.routes.ts
  "POST /report": { body: moderation.ReportInputSchema, response: moderation.ReportAnswerSchema },
  "POST /user/block": { body: moderation.BlockInputSchema, response: moderation.BlockAnswerSchema },
  "GET /user/blocked": { query: common.PagingQuerySchema, response: moderation.BlockedPageSchema },
  "GET /decision/detail": {
    query: moderation.DecisionQuerySchema,
    response: moderation.DecisionDetailSchema,
  },
  "POST /appeal": { body: moderation.AppealInputSchema, response: moderation.AppealAnswerSchema },
  "GET /admin/reports": {
    query: moderation.AdminReportsQuerySchema,
    response: moderation.AdminReportPageSchema,
  },
  "GET /admin/reports/detail": {
    query: moderation.AdminReportQuerySchema,
    response: moderation.AdminReportDetailSchema,
  },
  "POST /admin/reports/resolve": {
    body: moderation.ResolveReportInputSchema,
    response: moderation.ResolveReportAnswerSchema,
  },
  "GET /admin/appeals": {
    query: moderation.AdminAppealsQuerySchema,
    response: moderation.AdminAppealPageSchema,
  },
  "POST /admin/appeals/resolve": { body: moderation.ResolveAppealInputSchema, response: common.EmptySchema },
  "GET /admin/audit": { query: common.PagingQuerySchema, response: moderation.AuditPageSchema },
  // modules/notifications/notifications.routes.ts
  "GET /notification/list": {
    query: notifications.NotificationListQuerySchema,
    response: notifications.NotificationPageSchema,
  },
  "GET /notification/unreadCount": { response: notifications.UnreadCountsSchema },
  "PUT /notification/read": {
    query: notifications.MarkReadPartsSchema,
    body: notifications.MarkReadPartsSchema,
    response: common.EmptySchema,
  },
  "PUT /notification/readAll": { response: common.EmptySchema },
  "GET /push/vapidPublicKey": { response: notifications.VapidPublicKeySchema },
  "POST /push/subscribe": { body: notifications.PushSubscriptionInputSchema, response: common.EmptySchema },
  "POST /push/unsubscribe": { body: notifications.PushUnsubscribeInputSchema, response: common.EmptySchema },
  // modules/offers/offers.routes.ts
  "POST /offer/make": { body: offers.MakeOfferInputSchema, response: offers.OfferSchema },
  "POST /offer/respond": { body: offers.RespondOfferInputSchema, response: offers.OfferSchema },
  "GET /offer/list": { query: offers.OfferListQuerySchema, response: offers.OfferPageSchema },
  "GET /offer/detail": { query: offers.OfferIdQuerySchema, response: offers.OfferSchema },
  // modules/orders/orders.routes.ts
  "GET /order/detail": { query: orders.OrderNumberQuerySchema, response: orders.OrderSchema },
  "GET /order/buying": { query: orders.OrderListQuerySchema, response: orders.OrderPageSchema },
  "GET /order/selling": { query: orders.OrderListQuerySchema, response: orders.OrderPageSchema },
  "POST /order/pay": { body: orders.PayInputSchema, response: orders.PayResultSchema },
  "POST /order/payCash": { body: orders.OrderNumberBodySchema, response: orders.OrderSchema },
  "POST /order/generatePickupCode": { body: orders.OrderNumberBodySchema, response: orders.PickupCodeSchema },
  "GET /order/pickupVerifyKey": { response: orders.PickupVerifyKeySchema },
  "POST /order/confirm": { body: orders.ConfirmInputSchema, response: orders.OrderSchema },
  "POST /order/refund/request": { body: orders.RefundRequestInputSchema, response: orders.OrderSchema },
  "POST /order/refund/agree": { body: orders.OrderNumberBodySchema, response: orders.OrderSchema },
  "POST /order/refund/decline": { body: orders.OrderNumberBodySchema, response: orders.OrderSchema },
  "POST /order/report": { body: orders.ReportInputSchema, response: orders.OrderSchema },
  // modules/orders/payments.routes.ts
  "GET /payment/config": { response: orders.PaymentConfigSchema },
  "POST /payment/sandbox/card": { body: orders.SandboxCardInputSchema, response: orders.SandboxCardSchema },
  "POST /payment/methods/attach": {
    body: orders.AttachCardInputSchema,
    response: orders.PaymentMethodSchema,
  },
  "GET /payment/methods": { response: z.array(orders.PaymentMethodSchema) },
  "POST /payment/methods/delete": { body: orders.PaymentMethodIdBodySchema, response: common.EmptySchema },
  "GET /payment/sandbox/authenticate": {
    query: z.object({ token: z.string().min(1).max(4000) }),
    response: HtmlSchema,
  },
  "POST /payment/sandbox/authenticate": {
    body: z.object({ token: z.string().min(1).max(4000), outcome: z.enum(["complete", "fail"]) }),
    response: HtmlSchema,
  },
  "GET /payment/return": {
    query: z.object({ paymentId: z.string().min(1).max(100) }).passthrough(),
    response: HtmlSchema,
  },
  "GET /payment/sandbox/onboard": {
    query: z.object({ token: z.string().min(1).max(4000) }),
    response: HtmlSchema,
  },
  "POST /payment/webhook": { response: z.object({ received: z.boolean() }) },
  // modules/pages/pages.routes.ts
  "GET /page/detail": { query: pages.StaticPageQuerySchema, response: pages.StaticPageSchema },
  // modules/search/saved-searches.routes.ts
  "POST /savedSearch/save": { body: search.SavedSearchQuerySchema, response: search.SavedSearchSchema },
  "GET /savedSearch/list": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(search.SavedSearchSchema),
  },
  "POST /savedSearch/alerts": {
    body: search.SavedSearchAlertsInputSchema,
    response: search.SavedSearchSchema,
  },
  "POST /savedSearch/delete": { body: search.SavedSearchIdInputSchema, response: common.EmptySchema },
  // modules/search/search.routes.ts
  "GET /search/items": {
    query: search.SearchItemsQuerySchema,
    response: search.SearchAnswerSchema,
  },
  "GET /search/suggestions": {
    query: search.SearchSuggestionsQuerySchema,
    response: search.SearchSuggestionsSchema,
  },
  "GET /home/template": {
    query: z
      .object({
        lat: z.coerce.number().min(-90).max(90).optional(),
        lng: z.coerce.number().min(-180).max(180).optional(),
        radiusKm: z.coerce.number().positive().max(20_000).optional(),
      })
      .superRefine((q, ctx) => {
        if ((q.lat === undefined) !== (q.lng === undefined))
          ctx.addIssue({
            code: "custom",
            path: [q.lat === undefined ? "lat" : "lng"],
            message: "Give both lat and lng",
          });
        if (q.radiusKm !== undefined && q.lat === undefined)
          ctx.addIssue({ code: "custom", path: ["radiusKm"], message: "A distance needs lat and lng" });
      }),
    response: catalog.HomeTemplateSchema,
  },
  "GET /home/deals": {
    query: catalog.DealsQuerySchema,
    response: common.PageSchema(catalog.ItemSummarySchema),
  },
  "GET /seller/items": {
    query: catalog.SellerItemsQuerySchema,
    response: common.PageSchema(catalog.ItemSummarySchema),
  },
  // modules/seller-portal/seller-portal.routes.ts
  "GET /portal/items": {
    query: sellerPortal.PortalItemsQuerySchema,
    response: common.PageSchema(selling.SellerItemSummarySchema),
  },
  "POST /portal/items/bulk": {
    body: sellerPortal.BulkActionInputSchema,
    response: sellerPortal.BulkActionResultSchema,
  },
  "GET /portal/performance": {
    query: sellerPortal.PerformanceQuerySchema,
    response: sellerPortal.PerformanceSchema,
  },
  // modules/selling/selling.routes.ts
  "GET /item/checkIfUserCanUploadItem": { response: common.EmptySchema },
  "GET /item/freeItemLimit": { response: selling.FreeItemLimitSchema },
  "POST /item/save": { body: selling.SaveItemInputSchema, response: selling.SaveItemResultSchema },
  "POST /item/publish": { body: selling.ItemVersionInputSchema, response: selling.PublishedItemSchema },
  "GET /item/seller/itemDetail": { query: selling.ItemNumberQuerySchema, response: selling.SellerItemSchema },
  "GET /item/myItems": {
    query: selling.MyItemsQuerySchema,
    response: common.PageSchema(selling.SellerItemSummarySchema),
  },
  "GET /item/drafts": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(selling.SellerItemSummarySchema),
  },
  "POST /item/withdraw": { body: selling.WithdrawInputSchema, response: selling.SellerItemSchema },
  "POST /item/deleteDraft": { body: selling.ItemNumberInputSchema, response: common.EmptySchema },
  "POST /item/sellAgain": { body: selling.ItemNumberInputSchema, response: selling.SaveItemResultSchema },
  "GET /item/auctionSettings": {
    query: selling.ItemNumberQuerySchema,
    response: selling.AuctionSettingsSchema,
  },
  "POST /item/auctionSettings": {
    body: selling.AuctionSettingsInputSchema,
    response: selling.AuctionSettingsSchema,
  },
  // modules/stores-admin/stores-admin.routes.ts
  "GET /tv/devices": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(storesAdmin.TvDeviceSchema),
  },
  "GET /tv/device": { query: storesAdmin.TvDeviceQuerySchema, response: storesAdmin.TvDeviceSchema },
  "POST /tv/devices/save": {
    body: storesAdmin.SaveTvDeviceInputSchema,
    response: storesAdmin.TvDeviceSchema,
  },
  "POST /tv/devices/delete": { body: storesAdmin.IdInputSchema, response: common.EmptySchema },
  "GET /tv/display": { query: storesAdmin.TvDisplayQuerySchema, response: storesAdmin.TvDisplaySchema },
  "GET /print/items": {
    query: storesAdmin.PrintItemsQuerySchema,
    response: common.PageSchema(storesAdmin.PrintItemSchema),
  },
  "GET /platform/apps": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(storesAdmin.PlatformAppSchema),
  },
  "POST /platform/apps/save": {
    body: storesAdmin.SavePlatformAppInputSchema,
    response: storesAdmin.PlatformAppWithSecretSchema,
  },
  "POST /platform/apps/rotateSecret": {
    body: storesAdmin.IdInputSchema,
    response: storesAdmin.PlatformAppWithSecretSchema,
  },
  "POST /platform/apps/delete": { body: storesAdmin.IdInputSchema, response: common.EmptySchema },
  "GET /platform/authorize": {
    query: storesAdmin.AuthorizeQuerySchema,
    response: storesAdmin.AuthorizeRequestSchema,
  },
  "POST /platform/authorize": {
    body: storesAdmin.AuthorizeInputSchema,
    response: storesAdmin.AuthorizeResultSchema,
  },
  "POST /platform/token": {
    body: storesAdmin.PlatformTokenInputSchema,
    response: storesAdmin.PlatformTokenSchema,
  },
  "GET /platform/connections": { response: z.array(storesAdmin.ConnectedAppSchema) },
  "POST /platform/connections/disconnect": {
    body: storesAdmin.DisconnectAppInputSchema,
    response: common.EmptySchema,
  },
  "GET /platform/v1/store": { response: storesAdmin.PlatformStoreSchema },
  "GET /platform/v1/items": {
    query: common.PagingQuerySchema,
    response: common.PageSchema(catalog.ItemSummarySchema),
  },
  "GET /platform/v1/orders": { query: orders.OrderListQuerySchema, response: orders.OrderPageSchema },
  "GET /store/configurations": { response: storesAdmin.StoreConfigurationSchema },
  "POST /store/configurations": {
    body: storesAdmin.SaveStoreConfigurationInputSchema,
    response: storesAdmin.StoreConfigurationSchema,
  },
  // modules/wallet/wallet.routes.ts
  "GET /admin/disputes": {
    query: moderation.AdminDisputesQuerySchema,
    response: moderation.AdminDisputePageSchema,
  },
  "POST /admin/disputes/sandboxClose": {
    body: z.object({ disputeId: z.string().trim().min(1).max(200), won: common.BoolFromForm }),
    response: z.object({ closed: z.boolean() }),
  },
  "GET /wallet/balance": { response: wallet.BalanceSchema },
  "GET /wallet/transactions": {
    query: wallet.WalletTransactionsQuerySchema,
    response: wallet.WalletTransactionPageSchema,
  },
  "GET /wallet/transactions/export": {
    query: wallet.WalletTransactionsExportQuerySchema,
    response: z.string(),
  },
  "GET /wallet/revenue": { query: wallet.RevenueQuerySchema, response: wallet.RevenueSchema },
  "GET /wallet/connectedAccount": {
    query: wallet.ConnectedAccountQuerySchema,
    response: wallet.ConnectedAccountSchema,
  },
  "POST /wallet/withdraw": { body: wallet.WithdrawInputSchema, response: wallet.PayoutSchema },
  "GET /wallet/withdrawal": { query: wallet.PayoutQuerySchema, response: wallet.PayoutSchema },
  "GET /wallet/withdrawals": { query: common.PagingQuerySchema, response: wallet.PayoutPageSchema },
  "GET /wallet/bankAccount": { response: z.union([wallet.BankAccountSchema, z.object({})]) },
  "POST /wallet/bankAccount": { body: wallet.BankAccountInputSchema, response: wallet.BankAccountSchema },
  // platform/health.ts
  "GET /livez": { response: z.object({ ok: z.boolean() }) },
  "GET /readyz": { response: z.object({ ok: z.boolean(), database: z.string() }) },
  // app.ts
  "GET /health": { response: z.object({ ok: z.boolean(), database: z.string() }) },
} satisfies Record<string, RouteSchemas>;

export type Routes = typeof ROUTES;
export type RouteKey = keyof Routes;

type Lower<M extends string> = Lowercase<M> & ("get" | "post" | "put" | "delete");

/** An operation's method and path as the server's route spec takes them, with its schemas. */
export type ContractRoute<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? { method: Lower<M>; path: P } & Routes[K]
  : never;

/** The route spec's method, path and schemas of one operation of the table. */
export function contractRoute<K extends RouteKey>(key: K): ContractRoute<K> {
  const space = key.indexOf(" ");
  return {
    method: key.slice(0, space).toLowerCase(),
    path: key.slice(space + 1),
    ...ROUTES[key],
  } as ContractRoute<K>;
}
