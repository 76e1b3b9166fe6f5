import type { Messages } from "@lingui/core";

/**
 * The English texts of the modules loaded so far, compiled: each module that uses a Lingui macro
 * registers its own when it loads (the build moves them there: build-plugin.ts). The translator
 * holds this very object as its English messages, so a route loaded later adds its texts without
 * a re-render of the whole app (Lingui's load() would announce a change).
 */
export const ENGLISH: Messages = {};

export function registerEnglish(messages: Messages): void {
  Object.assign(ENGLISH, messages);
}
