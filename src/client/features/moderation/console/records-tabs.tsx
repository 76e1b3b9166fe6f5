import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminDispute, AuditEntry } from "#shared/contract/moderation";
import { formatCents } from "#shared/money";
import { AppLink } from "../../../ui/app-link.tsx";
import { cx } from "../../../ui/cx.ts";
import { AUDIT_ACTION_LABELS } from "../labels.ts";
import { auditQuery, disputesQuery } from "../moderation-queries.ts";
import { card, PagedList, StatusFilter, When } from "./shared-parts.tsx";

/** Every operator action, newest first: who, when, what, on what, and the note (append-only). */
export function AuditTab() {
  const { t, i18n } = useLingui();
  const q = useInfiniteQuery(auditQuery());
  return (
    <PagedList query={q} label={t`Audit log`} empty={t`No operator action yet.`}>
      {(e: AuditEntry) => (
        <li key={e.id} className={cx(card, "grid gap-1 text-sm md:grid-cols-[14rem_1fr]")}>
          <div className="text-slate-600">
            <When time={e.createTime} className="block" />
            <span className="block break-all font-semibold text-slate-900">{e.operator}</span>
          </div>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              {i18n._(AUDIT_ACTION_LABELS[e.action])} · {e.targetType} {e.targetId}
              {e.decisionId !== null && (
                <>
                  {" · "}
                  <AppLink
                    href={`/decision/${e.decisionId}`}
                    className="focus-ring rounded text-orange-700 hover:underline"
                  >
                    <Trans>decision {e.decisionId}</Trans>
                  </AppLink>
                </>
              )}
            </p>
            {e.note && <p className="mt-1 whitespace-pre-line text-slate-700">{e.note}</p>}
          </div>
        </li>
      )}
    </PagedList>
  );
}

const DISPUTE_FILTERS = ["open", "closed", "all"] as const;

/** Card disputes (chargebacks): the amount each holds on a seller's balance, and how it ended. */
export function DisputesTab() {
  const { t } = useLingui();
  const [status, setStatus] = useState<(typeof DISPUTE_FILTERS)[number]>("open");
  const q = useInfiniteQuery(disputesQuery(status));
  const names = { open: t`Open`, closed: t`Closed`, all: t`All` };
  return (
    <>
      <StatusFilter name="dispute-status" value={status} onChange={setStatus} labels={names} />
      <PagedList query={q} label={t`Disputes`} empty={t`No disputes here.`}>
        {(d: AdminDispute) => <DisputeRow key={d.disputeId} d={d} />}
      </PagedList>
    </>
  );
}

function DisputeRow({ d }: { d: AdminDispute }) {
  const { t } = useLingui();
  const status =
    d.status === "open"
      ? t`Open: the amount is held`
      : d.status === "won"
        ? t`Won: released`
        : t`Lost: debited from the seller`;
  return (
    <li className={cx(card, "grid gap-2 text-sm md:grid-cols-[1fr_auto]")}>
      <div className="min-w-0">
        <p className="text-base font-bold text-slate-900">
          {formatCents(d.amountCents)} · <Trans>order {d.orderNumber}</Trans>
        </p>
        <p className="text-slate-600">
          <Trans>
            Seller {d.seller.name} · buyer {d.buyer.name}
          </Trans>
          {d.reason ? ` · ${d.reason}` : ""}
        </p>
        <p className="text-xs text-slate-500">
          <Trans>Opened</Trans> <When time={d.createTime} />
        </p>
      </div>
      <p
        className={cx(
          "self-start rounded-full px-3 py-1 text-xs font-semibold",
          d.status === "open"
            ? "bg-amber-100 text-amber-900"
            : d.status === "won"
              ? "bg-emerald-100 text-emerald-800"
              : "bg-rose-100 text-rose-800",
        )}
      >
        {status}
      </p>
    </li>
  );
}
