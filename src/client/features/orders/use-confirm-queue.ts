import { useEffect, useState } from "react";
import { confirmQueue, type QueuedConfirm, startConfirmQueue } from "./confirm-queue.ts";

/** The pending offline confirmations (live), replaying them when this screen opens. */
export function useQueuedConfirms(): QueuedConfirm[] {
  const [entries, setEntries] = useState<QueuedConfirm[]>([]);
  useEffect(() => {
    let alive = true;
    void confirmQueue.list().then(
      (e) => alive && setEntries(e),
      () => undefined,
    );
    const off = confirmQueue.subscribe(setEntries);
    startConfirmQueue();
    return () => {
      alive = false;
      off();
    };
  }, []);
  return entries;
}
