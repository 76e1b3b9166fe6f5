/** The console's tabs, in their order (the open queue first): `/admin?tab=…`. */
export const ADMIN_TABS = ["queue", "resolved", "appeals", "audit", "disputes"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
