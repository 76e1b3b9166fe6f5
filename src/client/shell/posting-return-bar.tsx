import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { AppLink } from "../ui/app-link.tsx";
import { clearPostingReturn, postingReturn } from "../ui/posting-return.ts";

/** The profile steps a seller may be sent to before posting (features/selling/sell-check.ts). */
const PROFILE_STEPS =
  /^\/(personalData|infoVerify|setUsername|modifyCity|cityLocation|citySearch|countryCode|changeIdentity)\/?$/i;

/**
 * On a profile step a seller was sent to from posting: the way back to the listing they were
 * posting (a path of this site's posting form only; the form forgets it once it opens).
 */
export function PostingReturnBar({ pathname }: { pathname: string }) {
  const [to, setTo] = useState<string | null>(null);
  // Storage is the browser's: read after hydration, again on every screen.
  useEffect(() => {
    // Back at a posting form: the way back has been taken.
    if (/^\/(postItem|editItem)\/?$/i.test(pathname)) clearPostingReturn();
    setTo(PROFILE_STEPS.test(pathname) ? postingReturn() : null);
  }, [pathname]);
  if (!to) return null;
  return (
    <div className="border-b border-orange-200 bg-orange-50 px-4 py-2">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-900">
          <Trans>Your listing is waiting. When your profile is ready, carry on where you left off.</Trans>
        </p>
        <AppLink
          href={to}
          className="focus-ring inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-orange-700 underline underline-offset-2"
        >
          <Trans>Back to your listing</Trans>
        </AppLink>
      </div>
    </div>
  );
}
