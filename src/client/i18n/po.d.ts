/** A catalogue as @lingui/vite-plugin compiles it at build time (no ICU parser ships). */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
