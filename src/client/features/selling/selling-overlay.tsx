import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useAtom, useAtomValue } from "jotai";
import { useState } from "react";
import { onlineAtom } from "../../state.ts";
import { Button, cx, Dialog } from "../../ui/index.ts";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { rememberPostingReturn } from "../../ui/posting-return.ts";
import { outbox } from "./outbox-sync.ts";
import { afterUploadCheck, sellCheckDialogAtom, showsDialog } from "./sell-check.ts";
import { conflictEntryAtom, useOutboxEntries, waitingText } from "./use-outbox.ts";

/** A publish the server refused for a missing profile step: where that step is done. */
const profileStep = (code: number | undefined) =>
  code !== undefined && showsDialog(code) ? afterUploadCheck(code) : null;

const ConflictDialog = lazyPart(() => import("./conflict-dialog.tsx"), null, { overlay: true });

/**
 * Mounted app-wide by the shell for signed-in users: the outbox's `role="status"` region (how many
 * changes wait to sync, and which failed), the conflict dialog, and the Sell click's upload-check
 * dialog. When the outbox replays is the offline slice's business (offline/sync.ts), not this one's.
 */
export default function SellingOverlay() {
  return (
    <>
      <OutboxStatus />
      <SellCheckDialog />
      <ConflictHost />
    </>
  );
}

function OutboxStatus() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const entries = useOutboxEntries();
  const online = useAtomValue(onlineAtom);
  const [, openConflict] = useAtom(conflictEntryAtom);
  const [open, setOpen] = useState(false);
  const waiting = entries.length;
  const failed = entries.filter((e) => e.status === "failed");
  const conflicts = entries.filter((e) => e.status === "conflict");
  const publishes = entries.filter((e) => e.kind === "publish" && e.status === "pending").length;
  const problems = failed.length + conflicts.length;

  return (
    <div
      className={cx(
        "fixed inset-x-3 bottom-[5.5rem] z-[60] mx-auto max-w-md md:inset-x-auto md:right-6 md:bottom-6 md:mx-0 md:max-w-[18rem]",
        waiting === 0 && "pointer-events-none",
      )}
    >
      {waiting > 0 && open && problems > 0 && (
        <ul className="mb-2 space-y-2 rounded-xl bg-white p-3 text-sm shadow-2xl ring-1 ring-slate-200">
          {[...conflicts, ...failed].map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-2 border-b border-slate-100 pb-2 last:border-0 last:pb-0"
            >
              <p className="text-slate-800">
                <EntryProblem label={e.label} reason={e.status === "conflict" ? null : e.error?.message} />
              </p>
              <div className="flex flex-wrap gap-2">
                {e.status === "conflict" ? (
                  <Button size="sm" onClick={() => openConflict(e.id)}>
                    <Trans>Compare versions</Trans>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void outbox.retry(e.id).then(() => outbox.flush())}
                  >
                    <Trans>Try again</Trans>
                  </Button>
                )}
                {e.status === "failed" && e.kind === "publish" && profileStep(e.error?.code) && (
                  <Button
                    size="sm"
                    onClick={() => {
                      rememberPostingReturn(`/postItem?draft=${encodeURIComponent(e.chain)}`);
                      void router.navigate({ href: profileStep(e.error?.code) ?? "/personalData" });
                    }}
                  >
                    <Trans>Complete your profile</Trans>
                  </Button>
                )}
                {e.status === "failed" && (
                  <Button size="sm" variant="ghost" onClick={() => void outbox.discard(e.id)}>
                    <Trans>Discard change</Trans>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div
        className={cx(
          "flex items-center gap-3 rounded-xl text-sm",
          waiting > 0 && "px-4 py-2.5 shadow-2xl",
          waiting > 0 && (problems ? "bg-rose-700 text-white" : "bg-slate-900 text-white"),
        )}
      >
        {waiting > 0 && (
          <span
            aria-hidden="true"
            className={cx(
              "size-2.5 shrink-0 rounded-full",
              problems ? "bg-white" : online ? "animate-pulse bg-amber-400" : "bg-slate-400",
            )}
          />
        )}
        {/* The live region exists before its text does (so it is announced); the status itself
            appears only while changes wait, so no empty status sits among the page's toasts. */}
        <div aria-live="polite" className="flex-1">
          {waiting > 0 && (
            <p role="status">
              {waitingText(waiting, i18n)}
              {publishes > 0 &&
                t` (${plural(publishes, { one: "a listing", other: "# listings" })} not live yet)`}
              {problems > 0 &&
                (conflicts.length
                  ? t` — ${plural(problems, { one: "# change", other: "# changes" })} failed to sync: changed elsewhere`
                  : t` — ${plural(problems, { one: "# change", other: "# changes" })} failed to sync`)}
              {problems === 0 && !online && t` — they will be sent when you are back online`}
            </p>
          )}
        </div>
        {problems > 0 && (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="focus-ring rounded-md px-2 py-1 font-semibold underline underline-offset-2"
          >
            {open ? t`Hide` : t({ message: "Details", context: "outbox problems" })}
          </button>
        )}
      </div>
    </div>
  );
}

/** "Lamp: changed elsewhere too…" or "Lamp: " and why the server refused it. */
function EntryProblem({ label, reason }: { label: string; reason: string | null | undefined }) {
  const { t } = useLingui();
  const name = <span className="font-semibold">{label}</span>;
  if (reason === null) return <Trans>{name}: changed elsewhere too. Choose which version to keep.</Trans>;
  const why = reason ?? t`the server refused this change.`;
  return (
    <Trans>
      {name}: {why}
    </Trans>
  );
}

function ConflictHost() {
  const [id, setId] = useAtom(conflictEntryAtom);
  if (!id) return null;
  return <ConflictDialog entryId={id} onClose={() => setId(null)} />;
}

function SellCheckDialog() {
  const [state, setState] = useAtom(sellCheckDialogAtom);
  const router = useRouter();
  const { t } = useLingui();
  // OK goes on to what the check asks for (verify, profile, identity); Escape, the backdrop and
  // Close only dismiss it: the seller stays where they were.
  const ok = () => {
    const next = state?.next ?? null;
    setState(null);
    if (next) void router.navigate({ href: next });
  };
  const cancel = () => setState(null);
  return (
    <Dialog open={state !== null} onClose={cancel} title={t`You can't post an item yet`} hideTitle>
      <p className="text-base text-slate-900">{state?.message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel} className="min-w-20">
          <Trans>Close</Trans>
        </Button>
        <Button autoFocus onClick={ok} className="min-w-20">
          <Trans>OK</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
