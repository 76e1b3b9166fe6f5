import { useSessionLive } from "../../state.ts";
import { cx } from "../../ui/cx.ts";
import { lazyPart } from "../../ui/lazy-part.tsx";
import type { BlockButtonProps, ReportButtonProps } from "./safety-button-props.ts";

/*
 * What other screens offer of trust and safety: `Report` and `Block`. Both are chunks of their
 * own that load once the page is live with the session in, so a landing page's first script
 * (item, seller) carries only these few lines; until then a box of the same size keeps the place.
 */

const placeholder = (className?: string) => (
  <span aria-hidden="true" className={cx("inline-block h-10 w-24 rounded-lg", className)} />
);

const ReportPart = lazyPart(
  () => import("./report-button.tsx").then((m) => ({ default: m.ReportButtonLive })),
  (p: ReportButtonProps) => (p.look === "inline" ? null : placeholder(p.className)),
);
const BlockPart = lazyPart(
  () => import("./block-button.tsx").then((m) => ({ default: m.BlockButtonLive })),
  (p: BlockButtonProps) => placeholder(p.className),
);

/** `Report` (CONTRACT.md "What browser tests rely on"): a dialog with `Reason` and `Send report`. */
export function ReportButton(props: ReportButtonProps) {
  const live = useSessionLive();
  if (!live) return props.look === "inline" ? null : placeholder(props.className);
  return <ReportPart {...props} />;
}

/** `Block` / `Unblock` a member (signed-in members only; nothing for oneself). */
export function BlockButton(props: BlockButtonProps) {
  const live = useSessionLive();
  if (!live) return null;
  return <BlockPart {...props} />;
}
