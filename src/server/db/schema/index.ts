// Every table, one file per domain. Modules import tables from here.
export * from "./accounts.ts";
export * from "./auctions.ts";
export * from "./catalog.ts";
export * from "./chat.ts";
export * from "./deployment.ts";
export * from "./feedback.ts";
export * from "./moderation.ts";
export * from "./notifications.ts";
export * from "./offers.ts";
export * from "./orders.ts";
export * from "./platform.ts";
export * from "./realtime.ts";
export * from "./search.ts";
export * from "./stores-admin.ts";
export * from "./wallet.ts";
