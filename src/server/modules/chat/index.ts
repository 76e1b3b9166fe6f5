/** What other modules use of chat, the one way in (scripts/check-walls.mjs). */
export { countUnreadTotals } from "./chat.repo.ts";
export { typicalResponseMs } from "./chat.service.ts";
