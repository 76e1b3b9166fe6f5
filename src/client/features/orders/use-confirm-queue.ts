import { useEffect, useState } from "react";
import { confirmQueue, type QueuedConfirm } from "./confirm-queue.ts";

/** The pending offline confirmations (live); the offline slice replays them (offline/sync.ts). */
export function useQueuedConfirms(): QueuedConfirm[] {
  const [entries, setEntries] = useState<QueuedConfirm[]>([]);
  useEffect(() => {
    let alive = true;
    void confirmQueue.list().then(
      (e) => alive && setEntries(e),
      () => undefined,
    );
    const off = confirmQueue.subscribe(setEntries);
    return () => {
      alive = false;
      off();
    };
  }, []);
  return entries;
}
