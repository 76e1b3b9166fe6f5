import { lazyPart } from "../../shell/lazy-part.tsx";
import { useSessionLive } from "../../state.ts";
import { cx } from "../../ui/cx.ts";

/*
 * What other screens offer of trust and safety: `Report` and `Block`. Both are chunks of their
 * own that load once the page is live with the session in, so a landing page's first script
 * (item, seller) carries only these few lines; until then a box of the same size keeps the place.
 */

export type ReportButtonProps = {
  targetType: "item" | "user" | "message";
  targetId: string;
  /** What is reported, in the dialog's words: the item's title, the member's name, the message. */
  targetName: string;
  /** The target's owner: they see no Report on their own listing or profile. */
  ownerId?: number;
  /** "button" (outlined, 40–44 px) or "inline" (a small text button beside a chat message). */
  look?: "button" | "inline";
  className?: string;
};

export type BlockButtonProps = { userId: number; name: string; className?: string };

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
