/** The props of Report and Block, shared by their placeholders and their lazily loaded chunks. */
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
