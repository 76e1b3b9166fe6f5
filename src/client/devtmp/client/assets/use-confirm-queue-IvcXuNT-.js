import { t as confirmQueue, n as startConfirmQueue } from "./confirm-queue-D0Me35AS.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/orders/use-confirm-queue.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The pending offline confirmations (live), replaying them when this screen opens. */
function useQueuedConfirms() {
  const [entries, setEntries] = (0, import_react.useState)([]);
  (0, import_react.useEffect)(() => {
    let alive = true;
    confirmQueue.list().then(
      (e) => alive && setEntries(e),
      () => void 0,
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

export { useQueuedConfirms as t };
