import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { GET_APP_BANNER_HEIGHT_PX } from "#shared/constants";
import { closeGetApp } from "../api/session-store.ts";
import { AppLink } from "../ui/app-link.tsx";
import { CloseIcon, LogoMark } from "../ui/icons.tsx";

/** Phones, on index and itemDetail: a 50 px Get App banner; closing it is remembered (getAppStatus). */
export function GetAppBanner() {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Get App`}
      style={{ height: GET_APP_BANNER_HEIGHT_PX }}
      // Closed on this device: hidden from the first paint (the server's page marks <html> before it
      // draws, landing-pages.ts) until the stored session, read after hydration, removes it.
      className="[.get-app-closed_&]:hidden flex items-center gap-3 bg-orange-50 px-3 text-sm text-slate-800"
    >
      <button
        type="button"
        aria-label={t`Close Get App banner`}
        onClick={closeGetApp}
        className="focus-ring -ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-orange-100"
      >
        <CloseIcon className="size-4" />
      </button>
      <LogoMark className="size-7" />
      <p className="min-w-0 flex-1 truncate">
        <Trans>
          <strong className="font-semibold">Bnomo app</strong> — bid faster, get alerts
        </Trans>
      </p>
      <AppLink
        href="/getApp"
        onClick={(e) => {
          // Try the companion app first; /getApp (install the web app) is the fallback.
          e.preventDefault();
          void import("./app-open.ts").then((m) =>
            m.openAppOrFallback(m.APP_OPEN_URL, () => void router.navigate({ href: "/getApp" })),
          );
        }}
        className="focus-ring rounded-full bg-orange-500 px-3 py-1.5 text-xs font-bold text-white hover:bg-orange-600"
      >
        <Trans>Get App</Trans>
      </AppLink>
    </aside>
  );
}
