/** What other modules use of stores-admin, the one way in (scripts/check-walls.mjs). */

export { itemQrPath } from "./tv.service.ts";
