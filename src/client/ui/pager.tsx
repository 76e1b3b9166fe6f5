import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { cx } from "./cx.ts";

export type PagerProps = {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are, when known. */
  pages?: number;
  /** Whether a page follows, when the list says so itself; else `page < pages`. */
  hasNext?: boolean;
  onPage: (page: number) => void;
  /**
   * The words, in the screen's own messages (its feature's catalogue): `label` says where the
   * reader is ("Page 2 of 5"), `previous` and `next` name the buttons.
   */
  label: ReactNode;
  previous: ReactNode;
  next: ReactNode;
  /** Makes the row a navigation landmark of this name ("Pages"); without it, a plain row. */
  navLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Placement and frame of the row (a margin, a border, padding). */
  className?: string;
};

/** "Previous · Page n of m · Next" under a paged list. */
export function Pager({
  page,
  pages,
  hasNext,
  onPage,
  label,
  previous,
  next,
  navLabel,
  variant = "ghost",
  size = "sm",
  className,
}: PagerProps) {
  const more = hasNext ?? (pages !== undefined && page < pages);
  const Row = navLabel ? "nav" : "div";
  return (
    <Row aria-label={navLabel} className={cx("flex items-center justify-between gap-3", className)}>
      <Button variant={variant} size={size} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="text-sm text-slate-500">{label}</span>
      <Button variant={variant} size={size} disabled={!more} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </Row>
  );
}
