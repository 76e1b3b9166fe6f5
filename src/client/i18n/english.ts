import type { Messages } from "@lingui/core";

/**
 * The English texts of the modules loaded so far, compiled: each module that uses a Lingui macro
 * registers its own when it loads (the build moves them there: build-plugin.ts). The translator
 * holds this very object as its English messages, so a route loaded later adds its texts without
 * a re-render of the whole app (Lingui's load() would announce a change).
 */
export const ENGLISH: Messages = {};

/**
 * The catalogues (lingui.config.ts: a feature folder's name, or `client` for the rest) of the
 * modules loaded so far: a page in another language loads just these (i18n.ts).
 */
export const CATALOGS_SEEN = new Set<string>();

export function registerEnglish(messages: Messages, catalog = "client"): void {
  Object.assign(ENGLISH, messages);
  CATALOGS_SEEN.add(catalog);
}
