import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { AdminAppeal } from "#shared/contract/moderation";
import { call, newIdempotencyKey, settled } from "../../../api/index.ts";
import { showToast } from "../../../api/toast-store.ts";
import { mutate } from "../../../query-client.ts";
import { Button } from "../../../ui/button.tsx";
import { cx } from "../../../ui/cx.ts";
import { ACTION_LABELS, TARGET_LABELS } from "../labels.ts";
import { adminAppealsQuery, moderationKeys } from "../moderation-queries.ts";
import { card, PagedList, StatusFilter, When } from "./shared-parts.tsx";

/** Appeals: open ones to decide (uphold keeps the decision, reverse undoes it), then the decided ones. */
export function AppealsTab() {
  const { t } = useLingui();
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const q = useInfiniteQuery(adminAppealsQuery(status));
  return (
    <>
      <StatusFilter
        name="appeal-status"
        value={status}
        onChange={setStatus}
        labels={{ open: t`Waiting`, resolved: t`Decided` }}
      />
      <PagedList
        query={q}
        label={t`Appeals`}
        empty={status === "open" ? t`No appeal waits.` : t`No appeal decided yet.`}
      >
        {(a: AdminAppeal) => <AppealCard key={a.appealId} appeal={a} />}
      </PagedList>
    </>
  );
}

function AppealCard({ appeal: a }: { appeal: AdminAppeal }) {
  const { t, i18n } = useLingui();
  const qc = useQueryClient();
  const id = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<"uphold" | "reverse" | null>(null);
  const key = useRef(newIdempotencyKey());
  const label = a.decision.targetLabel ?? a.decision.targetId;
  const decide = async (uphold: boolean) => {
    setBusy(uphold ? "uphold" : "reverse");
    const r = await settled(
      mutate(() =>
        call("POST", "/admin/appeals/resolve", {
          body: { appealId: a.appealId, uphold, note: note.trim() },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(null);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      return;
    }
    showToast(uphold ? t`The decision stands` : t`The decision was reversed`, "success");
    await qc.invalidateQueries({ queryKey: moderationKeys.admin() });
  };
  return (
    <li>
      <article aria-labelledby={`${id}-h`} className={cx(card, "grid gap-4 lg:grid-cols-2")}>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {i18n._(TARGET_LABELS[a.decision.targetType])} · {i18n._(ACTION_LABELS[a.decision.action])}
          </p>
          <h2 id={`${id}-h`} className="break-words text-lg font-bold text-slate-900">
            {label}
          </h2>
          <h3 className="text-sm font-semibold text-slate-700">
            <Trans>Statement of reasons</Trans>
          </h3>
          <p className="whitespace-pre-line rounded-xl bg-slate-50 p-3 text-sm text-slate-900">
            {a.decision.note}
          </p>
          <When time={a.decision.createTime} className="text-xs text-slate-500" />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-700">
            <Trans>Appeal by {a.appellant.name}</Trans>
          </h3>
          <p className="whitespace-pre-line rounded-xl bg-orange-50 p-3 text-sm text-slate-900">{a.text}</p>
          <When time={a.createTime} className="text-xs text-slate-500" />
          {a.status === "open" ? (
            <>
              <label htmlFor={`${id}-note`} className="mt-2 text-sm font-medium text-slate-800">
                <Trans>Note to the member (optional)</Trans>
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                rows={2}
                maxLength={2000}
                onChange={(e) => setNote(e.target.value)}
                className="focus-ring rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900"
              />
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="secondary"
                  className="h-11"
                  busy={busy === "uphold"}
                  disabled={busy !== null}
                  onClick={() => void decide(true)}
                >
                  <Trans>Uphold decision</Trans>
                </Button>
                <Button
                  variant="primary"
                  className="h-11"
                  busy={busy === "reverse"}
                  disabled={busy !== null}
                  onClick={() => void decide(false)}
                >
                  <Trans>Reverse decision</Trans>
                </Button>
              </div>
            </>
          ) : (
            <p className="font-semibold text-slate-900">
              {a.status === "reversed"
                ? t`Reversed: the decision was undone.`
                : t`Upheld: the decision stands.`}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
