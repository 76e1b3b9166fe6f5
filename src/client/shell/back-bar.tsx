import { Trans } from "@lingui/react/macro";
import { useCanGoBack, useRouter } from "@tanstack/react-router";
import { backTarget } from "./back-target.ts";

/**
 * Back, above every screen but home: on phones, and in the installed app (standalone, no browser
 * Back button) at any width; styles.css shows it there. It goes back in the app's own history when
 * this tab has an earlier screen of the app (the router restores that screen's scroll), else up to
 * the screen above this one.
 */
export function BackBar() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <div className="back-bar border-b border-slate-200 bg-white">
      {/* Lined up with the header's content: the phone bar's edge, the wide header's column. */}
      <div className="mx-auto flex w-full max-w-7xl items-center px-1.5 md:px-4">
        <button
          type="button"
          onClick={() =>
            canGoBack
              ? router.history.back()
              : void router.navigate({ href: backTarget(router.state.location.pathname) })
          }
          className="focus-ring inline-flex h-11 min-w-11 items-center gap-1 rounded-lg pr-3 pl-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
            focusable="false"
          >
            <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <Trans context="navigation">Back</Trans>
        </button>
      </div>
    </div>
  );
}
