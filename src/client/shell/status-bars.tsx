import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { onlineAtom } from "../state.ts";
import { CloudOffIcon } from "../ui/icons.tsx";

/** "Offline — showing saved data" while the device has no network. */
export function OfflineIndicator() {
  const [online, setOnline] = useAtom(onlineAtom);
  const { t } = useLingui();
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    setOnline(navigator.onLine);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, [setOnline]);
  return (
    // aria-live without role="status": toasts and the outbox own that role.
    <div aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-slate-800 px-3 py-1.5 text-xs font-medium text-white">
          <CloudOffIcon className="size-4" />
          {t`You are offline — showing saved data`}
        </p>
      )}
    </div>
  );
}
