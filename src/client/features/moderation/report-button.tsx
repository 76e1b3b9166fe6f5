import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { identityAtom, sessionAtom } from "../../state.ts";
import { cx } from "../../ui/cx.ts";
import { FlagIcon } from "../../ui/icons-more.tsx";
import { lazyPart } from "../../ui/lazy-part.tsx";
import type { ReportButtonProps } from "./safety-button-props.ts";

// The dialog (its form, reasons and request) loads on the first press.
const ReportDialog = lazyPart(
  () => import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })),
  null,
  { overlay: true },
);

/** The live `Report` button: a guest signs in first and comes back; a member opens the dialog. */
export function ReportButtonLive({
  targetType,
  targetId,
  targetName,
  ownerId,
  look,
  className,
}: ReportButtonProps) {
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const myId = useAtomValue(identityAtom)?.user.id ?? session.userInfo?.id ?? null;
  const [open, setOpen] = useState(false);
  if (ownerId !== undefined && myId !== null && myId === ownerId) return null;
  const onPress = () => {
    if (!session.token) {
      void navigate({ href: `/signIn?redirect=${encodeURIComponent(location.pathname + location.search)}` });
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={onPress}
        aria-haspopup="dialog"
        className={cx(
          look === "inline"
            ? "focus-ring -my-3 inline-flex h-11 items-center rounded px-1.5 text-[11px] font-semibold text-slate-500 hover:text-rose-700"
            : "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-rose-50 hover:text-rose-700 max-md:h-11",
          className,
        )}
      >
        {look !== "inline" && <FlagIcon className="size-4" />}
        <Trans context="verb">Report</Trans>
      </button>
      {open && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          targetName={targetName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
