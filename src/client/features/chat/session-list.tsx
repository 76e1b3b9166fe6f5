import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { badgeText } from "#shared/constants";
import type { ChatSession } from "#shared/contract/chat";
import { dateFormats } from "#shared/date-formats";
import { ApiError } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { UserIcon } from "../../ui/icons-more.tsx";
import { EmptyState, Skeleton } from "../../ui/page.tsx";
import { sessionsQuery } from "./chat-queries.ts";
import { formatChatTime } from "./chat-time.ts";

/** The user's conversations, latest first, with unread badges; `activeId` is highlighted. */
export function SessionList({ activeId, compact }: { activeId?: number; compact?: boolean }) {
  const { t } = useLingui();
  const q = useInfiniteQuery(sessionsQuery());
  const sessions = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (!q.data && q.isError) {
    const offline = q.error instanceof ApiError && q.error.offline;
    return (
      <EmptyState
        title={offline ? t`You are offline` : t`Could not load your chats`}
        body={offline ? t`Your chats have not been saved on this device yet.` : q.error.message}
        action={
          <Button variant="secondary" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!q.data)
    return (
      <ul className="flex flex-col gap-2" aria-label={t`Loading chats`}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton className="h-18 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  if (sessions.length === 0)
    return (
      <EmptyState
        title={t`No conversations yet`}
        body={t`Open an item and choose Contact seller to ask about it. Buyers' questions about your items appear here too.`}
        action={
          <AppLink href="/" className="text-sm font-semibold text-orange-600 hover:underline">
            <Trans>Browse items</Trans>
          </AppLink>
        }
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {sessions.map((s) => (
          <SessionRow key={s.id} s={s} active={s.id === activeId} compact={compact} />
        ))}
      </ul>
      {q.hasNextPage && (
        <Button variant="secondary" busy={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          <Trans>Load more chats</Trans>
        </Button>
      )}
    </div>
  );
}

function SessionRow({ s, active, compact }: { s: ChatSession; active: boolean; compact?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const last = s.lastMessage;
  const content = last?.content ?? "";
  const preview = last ? (last.senderId === s.other.id ? content : t`You: ${content}`) : t`No messages yet`;
  return (
    <li>
      <AppLink
        href={`/chat?sessionId=${s.id}`}
        aria-current={active ? "page" : undefined}
        className={cx(
          "focus-ring flex items-center gap-3 px-3 py-3 hover:bg-slate-50",
          active && "bg-orange-50 hover:bg-orange-50",
        )}
      >
        <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400">
          {s.item.cover ? (
            <img src={s.item.cover} alt="" width={48} height={48} className="size-full object-cover" />
          ) : (
            <UserIcon className="size-6" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{s.other.name}</span>
            <time
              className="shrink-0 text-xs text-slate-500"
              dateTime={dateFormats.type8(locale, s.lastMessageTime)}
            >
              {/* Today or earlier moves only at midnight: the row's render time is clock enough. */}
              {formatChatTime(s.lastMessageTime, Date.now(), locale)}
            </time>
          </span>
          {!compact && <span className="block truncate text-xs text-slate-500">{s.item.title}</span>}
          <span
            className={cx(
              "block truncate text-sm",
              s.unreadCount > 0 ? "font-semibold text-slate-900" : "text-slate-600",
            )}
          >
            {preview}
          </span>
        </span>
        {s.unreadCount > 0 && (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1.5 text-xs font-bold text-white">
            {badgeText(s.unreadCount)}
            <span className="sr-only">
              {" "}
              <Trans>unread</Trans>
            </span>
          </span>
        )}
      </AppLink>
    </li>
  );
}
