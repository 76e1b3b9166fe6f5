import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { showToast } from "../../api/toast-store.ts";
import { i18n } from "../../i18n/i18n.ts";
import { signedInAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { BellIcon } from "../../ui/icons.tsx";
import { dismissPushOffer, PUSH_OFFER_TEXT, type PushOfferReason, pushOfferAtom } from "./offer-push.ts";
import { type PushPermission, pushPermission, syncPushSubscription } from "./push-client.ts";

/** Asks the browser (on the person's click) and subscribes when allowed. */
async function enablePush(): Promise<PushPermission> {
  let result: PushPermission = pushPermission();
  if (result === "default") result = await Notification.requestPermission().catch(() => "default" as const);
  if (result === "granted") {
    const ok = await syncPushSubscription({ granted: true });
    showToast(
      ok
        ? i18n._(msg`Notifications are on for this device.`)
        : i18n._(msg`Couldn't turn on notifications right now. Try again later.`),
      ok ? "success" : "error",
    );
  } else if (result === "denied") {
    showToast(
      i18n._(msg`Notifications are blocked. Allow them for this site in your browser's settings.`),
      "error",
    );
  }
  return result;
}

/** The offer itself: why, `Enable notifications` and `Not now`. */
export function PushOfferCard({
  reason,
  floating,
  onDone,
}: {
  reason: PushOfferReason;
  floating?: boolean;
  onDone?: (p: PushPermission) => void;
}) {
  const { i18n: lingui } = useLingui();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200",
        floating && "shadow-2xl ring-slate-300",
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-600">
        <BellIcon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-sm font-bold text-slate-900">
          <Trans>Don't miss a thing</Trans>
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{lingui._(PUSH_OFFER_TEXT[reason])}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              const p = await enablePush();
              setBusy(false);
              onDone?.(p);
            }}
          >
            <Trans>Enable notifications</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              dismissPushOffer();
              onDone?.("default");
            }}
          >
            <Trans>Not now</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The offer after a bid, watch or order (`offerPushAfter`), floating above the page. */
export function FloatingPushOffer() {
  const reason = useAtomValue(pushOfferAtom);
  const signedIn = useAtomValue(signedInAtom);
  if (!reason || !signedIn) return null;
  return (
    <div className="fixed inset-x-3 bottom-3 z-[60] md:inset-x-auto md:right-6 md:bottom-6 md:w-96">
      {/* Whatever the answer, the offer has done its job for now. */}
      <PushOfferCard reason={reason} floating onDone={dismissPushOffer} />
    </div>
  );
}

/** On /notifications: the offer while undecided, a hint when blocked, nothing when on. */
export function PushOfferInline() {
  const [permission, setPermission] = useState(pushPermission);
  const [hidden, setHidden] = useState(false);
  const signedIn = useAtomValue(signedInAtom);
  if (!signedIn || hidden || permission === "unsupported" || permission === "granted") return null;
  if (permission === "denied")
    return (
      <p className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">
        <Trans>
          Notifications are blocked for this site. To get them on this device, allow notifications in your
          browser's site settings.
        </Trans>
      </p>
    );
  return (
    <div className="mb-4">
      <PushOfferCard
        reason="general"
        onDone={(p) => (p === "default" ? setHidden(true) : setPermission(p))}
      />
    </div>
  );
}
