import { forwardRef } from "react";
import { AppLink, type AppLinkProps } from "./app-link.tsx";
import { type ButtonSize, type ButtonVariant, buttonLook } from "./button.tsx";
import { cx } from "./cx.ts";

/** A link in running text or beside a heading: orange words, underlined on hover. */
export const inlineLinkLook = "focus-ring rounded font-semibold text-orange-700 hover:underline";

/** An empty list's or a failed page's way on: orange words on a tint when hovered, 44 px tall. */
const quietLinkLook =
  "focus-ring inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-orange-700 hover:bg-orange-50";

/** "inline" for words, "quiet" for a way on; a button's variant for a link that is the next step of a screen. */
export type LinkLook = "inline" | "quiet" | ButtonVariant;

/** The look of a link, for a router <Link> or a plain <a> that cannot be a TextLink. */
export function linkLook(look: LinkLook = "inline", size?: ButtonSize): string {
  if (look === "inline") return inlineLinkLook;
  return look === "quiet" ? quietLinkLook : buttonLook(look, size);
}

export type TextLinkProps = AppLinkProps & { look?: LinkLook; size?: ButtonSize };

/**
 * An in-app link styled by what it is, so a screen names the look instead of writing its classes
 * again. `className` adds placement (margins, alignment) or a taller target; it does not restyle.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { look = "inline", size, className, ...rest },
  ref,
) {
  return <AppLink ref={ref} className={cx(linkLook(look, size), className)} {...rest} />;
});
