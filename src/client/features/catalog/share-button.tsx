import { Trans, useLingui } from "@lingui/react/macro";
import { showToast } from "../../api/toast-store.ts";
import { cx } from "../../ui/cx.ts";

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
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
      <Trans>Share</Trans>
    </button>
  );
}
