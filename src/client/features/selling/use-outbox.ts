import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { atom, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { i18n as appI18n } from "../../i18n/i18n.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { sessionAtom } from "../../state.ts";
import { currentUserId, outbox } from "./outbox-sync.ts";

/** The entry whose conflict dialog is open (the form opens it after its own save; the status region too). */
export const conflictEntryAtom = atom<string | null>(null);

/** This user's outbox entries, re-read whenever the outbox changes (in any tab). */
export function useOutboxEntries(): OutboxEntry[] {
  const session = useAtomValue(sessionAtom);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sign-in or sign-out changes whose entries these are
  useEffect(() => {
    let alive = true;
    const load = () => {
      const uid = currentUserId();
      if (uid === null) return setEntries([]);
      void outbox.list(uid).then((l) => alive && setEntries(l));
    };
    load();
    const off = outbox.subscribe(load);
    return () => {
      alive = false;
      off();
    };
  }, [session.token]);
  return entries;
}

export function waitingText(n: number, i18n: I18n = appI18n): string {
  return i18n._(msg`${plural(n, { one: "# change waiting to sync", other: "# changes waiting to sync" })}`);
}
