/** What other modules use of chat, the one way in (scripts/check-walls.mjs). */
export { typicalResponseMs } from "./chat.service.ts";
