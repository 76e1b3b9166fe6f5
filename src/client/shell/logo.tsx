import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { cx } from "../ui/cx.ts";
import { LogoMark } from "../ui/icons.tsx";

/** Returns home; if already there, reloads (rules/product.md §2). */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <a
      href="/"
      aria-label={t`Bnomo home`}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        if (router.state.location.pathname === "/") location.reload();
        else void router.navigate({ to: "/" });
      }}
      className={cx("focus-ring inline-flex shrink-0 items-center gap-2 rounded-lg", className)}
    >
      <LogoMark className={compact ? "size-8" : "size-9"} />
      {!compact && (
        <span className="text-xl font-black tracking-tight text-slate-900">
          bnomo<span className="text-orange-500">.</span>
        </span>
      )}
    </a>
  );
}
