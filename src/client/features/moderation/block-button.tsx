import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { identityAtom, sessionAtom } from "../../state.ts";
import { cx } from "../../ui/cx.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { BlockIcon } from "../../ui/icons-more.tsx";
import { blockedQuery, moderationKeys, setBlocked } from "./moderation-queries.ts";
import type { BlockButtonProps } from "./safety-button-props.ts";

/** The signed-in user's id as a cache key part, so one account's blocked list never shows for another. */
export function useWho(): string {
  return String(useAtomValue(sessionAtom).userInfo?.id ?? "?");
}

/** Block or unblock one member, with a toast; answers whether it worked. */
export function useBlockToggle() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const who = useWho();
  const [busy, setBusy] = useState(false);
  const toggle = async (userId: number, name: string, block: boolean) => {
    setBusy(true);
    try {
      await setBlocked(userId, block);
      showToast(block ? t`You blocked ${name}` : t`You unblocked ${name}`, "success");
      await qc.invalidateQueries({ queryKey: moderationKeys.blocked(who) });
      return true;
    } catch (err) {
      showToast(
        err instanceof ApiError && err.refused && err.message
          ? err.message
          : t`Could not change this. Please try again.`,
        "error",
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { toggle, busy };
}

/**
 * `Block` / `Unblock` (POST /user/block). A blocked member cannot message, bid on, buy from or make
 * offers to the one who blocked them; blocking asks first and says so.
 */
export function BlockButtonLive({ userId, name, className }: BlockButtonProps) {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const myId = useAtomValue(identityAtom)?.user.id ?? session.userInfo?.id ?? null;
  const who = useWho();
  const list = useInfiniteQuery({ ...blockedQuery(who), enabled: Boolean(session.token) });
  const [ask, setAsk] = useState(false);
  const { toggle, busy } = useBlockToggle();
  const blocked = (list.data?.pages ?? []).some((p) => p.list.some((u) => u.id === userId));
  // Someone who blocked many has their list in pages: read on until this member is found or the
  // list ends, so the button never offers Block for someone already blocked.
  const readingOn = !blocked && list.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (readingOn && !isFetchingNextPage) void fetchNextPage();
  }, [readingOn, isFetchingNextPage, fetchNextPage]);
  if (!session.token || myId === userId) return null;
  return (
    <>
      <button
        type="button"
        disabled={list.isPending || readingOn || busy}
        aria-pressed={blocked}
        onClick={() => (blocked ? void toggle(userId, name, false) : setAsk(true))}
        className={cx(
          "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-60 max-md:h-11",
          className,
        )}
      >
        <BlockIcon className="size-4" />
        {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </button>
      <ConfirmDialog
        open={ask}
        message={t`Block ${name}? They will no longer be able to message you, bid on your items, buy from you or make you offers. You can unblock them under your profile.`}
        confirmLabel={t`Block`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onCancel={() => setAsk(false)}
        onConfirm={() => void toggle(userId, name, true).then(() => setAsk(false))}
      />
    </>
  );
}
