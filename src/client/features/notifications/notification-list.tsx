import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import type { Notification } from "#shared/contract/notifications";
import { dateFormats } from "#shared/date-formats";
import { ApiError } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { signedInAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { BellIcon } from "../../ui/icons.tsx";
import { Loading } from "../../ui/page.tsx";
import { inlineLinkLook, TextLink } from "../../ui/text-link.tsx";
import { ThumbRowSkeleton } from "../../ui/thumb.tsx";
import { formatWhen, markAllMessage, nearBottom } from "./notification-utils.ts";
import {
  adjustUnread,
  markAllNotificationsRead,
  notificationKeys,
  notificationListQuery,
  unreadCountQuery,
} from "./notifications-queries.ts";
import { useOpenNotification } from "./use-open-notification.ts";

export type NotificationListProps = {
  /** "dropdown": the bell's panel (scrolls inside itself); "page": /notifications (scrolls the window). */
  variant: "dropdown" | "page";
  /** Called after a notification was opened (the dropdown closes). */
  onNavigate?: () => void;
};

/** The notifications list with its controls, shared by the bell's dropdown and /notifications. */
export function NotificationList({ variant, onNavigate }: NotificationListProps) {
  const { t } = useLingui();
  const [showRead, setShowRead] = useState(false);
  const signedIn = useAtomValue(signedInAtom);
  const unread = useQuery(unreadCountQuery(signedIn)).data?.unreadCountNotifications ?? 0;
  const q = useInfiniteQuery({ ...notificationListQuery(showRead), enabled: signedIn });
  const open = useOpenNotification(onNavigate);
  const scroller = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const checkboxId = useId();
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  const now = useMinuteNow();

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const loadMoreIfNear = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    const near =
      variant === "dropdown"
        ? scroller.current && nearBottom(scroller.current)
        : nearBottom({
            scrollHeight: document.documentElement.scrollHeight,
            scrollTop: window.scrollY,
            clientHeight: window.innerHeight,
          });
    if (near) void fetchNextPage();
  }, [variant, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // After each page arrives: a list that does not fill its box is already "at the bottom".
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when the item count changes
  useEffect(() => {
    loadMoreIfNear();
  }, [loadMoreIfNear, items.length]);
  useEffect(() => {
    if (variant !== "page") return;
    window.addEventListener("scroll", loadMoreIfNear, { passive: true });
    window.addEventListener("resize", loadMoreIfNear);
    return () => {
      window.removeEventListener("scroll", loadMoreIfNear);
      window.removeEventListener("resize", loadMoreIfNear);
    };
  }, [variant, loadMoreIfNear]);

  // Arrow keys move between notifications (one Tab stop for the list's rows is not required,
  // but a long list is quicker to walk this way).
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-notification]") ?? []);
    const i = buttons.indexOf(document.activeElement as HTMLElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, i + (e.key === "ArrowDown" ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  const dropdown = variant === "dropdown";
  return (
    <div className={cx("flex flex-col", dropdown ? "max-h-[min(70dvh,480px)]" : "")}>
      <div
        className={cx(
          "flex flex-wrap items-center gap-x-3 gap-y-2",
          dropdown
            ? "border-b border-slate-200 px-4 py-3"
            : "mb-4 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200",
        )}
      >
        {dropdown && (
          <h2 className="mr-auto text-base font-bold text-slate-900">
            <Trans>Notifications</Trans>
            {unread > 0 && (
              <span className="sr-only">
                <Trans>, {unread} unread</Trans>
              </span>
            )}
          </h2>
        )}
        <label
          htmlFor={checkboxId}
          className={cx(
            "flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-700",
            dropdown ? "order-last w-full" : "mr-auto",
          )}
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={showRead}
            onChange={(e) => setShowRead(e.target.checked)}
            className="focus-ring size-5 rounded accent-orange-500"
          />
          <Trans>Show Read Notifications</Trans>
        </label>
        <MarkAllRead unread={unread} />
      </div>

      <div
        ref={scroller}
        onScroll={dropdown ? loadMoreIfNear : undefined}
        className={cx(dropdown && "min-h-0 flex-1 overflow-y-auto overscroll-contain")}
      >
        {q.isPending && signedIn ? (
          <ListSkeleton />
        ) : q.isError && items.length === 0 ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p className="text-sm text-slate-700">
              <Trans>We couldn't load your notifications.</Trans>
            </p>
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-500">
              <BellIcon className="size-6" />
            </span>
            <p className="text-sm font-semibold text-slate-800">
              <Trans>No notifications yet</Trans>
            </p>
            <p className="text-xs text-slate-600">
              {showRead
                ? t`Bids, sales and messages about your items will show up here.`
                : t`You are all caught up.`}
            </p>
          </div>
        ) : (
          <ul
            ref={listRef}
            aria-label={showRead ? t`All notifications` : t`Unread notifications`}
            onKeyDown={onListKey}
            className={cx(
              "divide-y divide-slate-100",
              !dropdown && "overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
            )}
          >
            {items.map((n) => (
              <li key={n.id}>
                <NotificationRow n={n} now={now} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
        {isFetchingNextPage && (
          <p className="flex items-center justify-center gap-2 py-3 text-xs text-slate-500" role="status">
            <span className="size-4 animate-spin rounded-full border-2 border-orange-500 border-r-transparent" />
            <Trans>Loading more…</Trans>
          </p>
        )}
        {q.isFetchNextPageError && (
          <div className="flex justify-center py-3">
            <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
              <Trans>Couldn't load more. Try again</Trans>
            </Button>
          </div>
        )}
      </div>

      {dropdown && (
        <div className="border-t border-slate-200 px-4 py-2.5 text-center">
          <TextLink href="/notifications" onClick={onNavigate} className="inline-block px-2 py-1 text-sm">
            <Trans>See more notifications</Trans>
          </TextLink>
        </div>
      )}
    </div>
  );
}

function NotificationRow({
  n,
  now,
  onOpen,
}: {
  n: Notification;
  now: number;
  onOpen: (n: Notification) => void;
}) {
  const locale = useLocale();
  return (
    <button
      type="button"
      data-notification={n.id}
      onClick={() => onOpen(n)}
      className={cx(
        "focus-ring flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50",
        !n.isRead && "bg-orange-50/50",
      )}
    >
      <NotificationPic pic={n.pic} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span
            className={cx("min-w-0 flex-1 truncate text-sm text-slate-900", !n.isRead && "font-semibold")}
          >
            {n.title}
          </span>
          <time
            dateTime={dateFormats.type8(locale, n.createDate)}
            className="shrink-0 text-xs text-slate-500"
          >
            {formatWhen(n.createDate, now, locale)}
          </time>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-[13px] leading-snug text-slate-600">{n.content}</span>
      </span>
      {!n.isRead && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-orange-500">
          <span className="sr-only">
            <Trans>Unread</Trans>
          </span>
        </span>
      )}
    </button>
  );
}

/** The item's picture, or a bell when there is none or it does not load. */
function NotificationPic({ pic }: { pic: string | null }) {
  const [failed, setFailed] = useState(false);
  if (pic && !failed)
    return (
      <img
        src={pic}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-11 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
    );
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
      <BellIcon className="size-5" />
    </span>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading notifications`} className="divide-y divide-slate-100">
      {[0, 1, 2].map((i) => (
        // The text starts a little below the icon's top edge, as in a loaded row.
        <ThumbRowSkeleton
          key={i}
          className="px-4 py-3"
          thumb="size-11 rounded-lg"
          lines={["mt-1 h-3.5 w-2/3", "h-3 w-full"]}
        />
      ))}
    </Loading>
  );
}

/** rules/product.md §4: Mark all as read asks first (with the count, Undo and Confirm), then clears the count and reloads. */
function MarkAllRead({ unread }: { unread: number }) {
  const { t, i18n } = useLingui();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await markAllNotificationsRead();
      adjustUnread(qc, () => 0);
      setOpen(false);
      await qc.resetQueries({ queryKey: notificationKeys.lists() });
    } catch (err) {
      // The server's reason when it gave one, else ours.
      showToast(
        err instanceof ApiError && err.refused
          ? err.message
          : t`Couldn't mark your notifications as read. Try again.`,
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={cx(inlineLinkLook, "px-1 text-sm")}>
        <Trans>Mark all as read</Trans>
      </button>
      <StopEscape active={open}>
        <Dialog open={open} onClose={close} title={t`Mark all as read`}>
          <p className="text-sm text-slate-700">{markAllMessage(unread, i18n)}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={close}>
              <Trans>Undo</Trans>
            </Button>
            <Button busy={busy} onClick={() => void confirm()}>
              <Trans>Confirm</Trans>
            </Button>
          </div>
        </Dialog>
      </StopEscape>
    </>
  );
}

/** Keeps Escape inside the confirmation so it closes only the dialog, not the dropdown around it. */
function StopEscape({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Escape from bubbling past the dialog
    <div
      className="contents"
      onKeyDown={(e) => {
        if (active && e.key === "Escape") e.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}

/** A clock that ticks each minute (relative times need no more). */
function useMinuteNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}
