import { Trans, useLingui } from "@lingui/react/macro";
import { showToast } from "../../api/toast-store.ts";
import { cx } from "../../ui/cx.ts";
import { ShareIcon } from "../../ui/icons-more.tsx";

/** Web Share where the device has it; otherwise the link goes to the clipboard. */
export function ShareButton({ title, path, className }: { title: string; path: string; className?: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = new URL(path, location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (e) {
        if ((e as Error)?.name === "AbortError") return; // the person closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t`Link copied`, "success");
    } catch {
      window.prompt(t`Copy this link`, url);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className={cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
        className,
      )}
    >
      <ShareIcon className="size-5" />
      <Trans>Share</Trans>
    </button>
  );
}
