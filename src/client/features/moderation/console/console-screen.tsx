import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useRef } from "react";
import { cx } from "../../../ui/cx.ts";
import { Page, useDocumentTitle } from "../../../ui/page.tsx";
import { ADMIN_TABS, type AdminTab } from "../admin-tabs.ts";
import { AppealsTab } from "./appeals-tab.tsx";
import { AuditTab, DisputesTab } from "./records-tabs.tsx";
import { ReportsTab } from "./reports-tab.tsx";

/**
 * /admin: the operators' console (a chunk only operators load). Tabs follow the WAI-ARIA tabs
 * pattern: one tab stop, arrows move between tabs, the panel follows; the tab is in the address.
 */
export function AdminConsole({ tab }: { tab: AdminTab }) {
  const { t } = useLingui();
  useDocumentTitle(t`Operator console`);
  const navigate = useNavigate();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const names: Record<AdminTab, string> = {
    queue: t`Open reports`,
    resolved: t`Resolved`,
    appeals: t`Appeals`,
    audit: t`Audit log`,
    disputes: t`Disputes`,
  };
  const go = (next: AdminTab, focus = false) => {
    void navigate({ to: "/admin", search: { tab: next }, replace: true });
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // From the focused tab, not the address: a second arrow pressed before the first one's
    // navigation lands must move on, not repeat the first.
    const from = ADMIN_TABS.find((k) => refs.current[k] === e.target) ?? tab;
    const i = ADMIN_TABS.indexOf(from);
    const last = ADMIN_TABS.length - 1;
    const to =
      e.key === "ArrowRight"
        ? ADMIN_TABS[i === last ? 0 : i + 1]
        : e.key === "ArrowLeft"
          ? ADMIN_TABS[i === 0 ? last : i - 1]
          : e.key === "Home"
            ? ADMIN_TABS[0]
            : e.key === "End"
              ? ADMIN_TABS[last]
              : undefined;
    if (!to) return;
    e.preventDefault();
    go(to, true);
  };
  return (
    <Page heading={t`Operator console`}>
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-600 md:-mt-4">
        <Trans>
          Reports of items, members and messages, reported orders and the server’s own signals. Every action
          needs a statement of reasons: the member it concerns reads it and may appeal.
        </Trans>
      </p>
      <div
        role="tablist"
        aria-label={t`Console sections`}
        onKeyDown={onKeyDown}
        className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:px-0"
      >
        {ADMIN_TABS.map((k) => (
          <button
            key={k}
            ref={(el) => {
              refs.current[k] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`admin-panel-${k}`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => go(k)}
            className={cx(
              "focus-ring -mb-px h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-semibold",
              tab === k
                ? "border-orange-500 text-slate-900"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {names[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === "queue" || tab === "resolved" ? (
          <ReportsTab key={tab} status={tab === "queue" ? "open" : "resolved"} />
        ) : tab === "appeals" ? (
          <AppealsTab />
        ) : tab === "audit" ? (
          <AuditTab />
        ) : (
          <DisputesTab />
        )}
      </div>
    </Page>
  );
}
