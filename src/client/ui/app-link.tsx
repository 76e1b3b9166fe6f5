import { useRouter } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from "react";

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A plain link to an in-app path that navigates through the router. Use it for paths that may not
 * be typed routes yet (the shell links to screens other features add); prefer <Link to> otherwise.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onClick, ...rest },
  ref,
) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== "_self") return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return <a ref={ref} href={href} onClick={handle} {...rest} />;
});
