import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { applyUpdate, onUpdateWaiting } from "../pwa/register-sw.ts";
import { Button } from "../ui/button.tsx";

/** The quiet choice on the prompt's dark bar. */
const quiet = "focus-ring rounded px-2 py-1 text-slate-300 hover:text-white";

/** A new version of the app is waiting: offer `Reload`. */
export default function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || dismissed) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-[70] mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-2xl md:bottom-6"
    >
      <span className="flex-1">
        <Trans>A new version of the app is ready.</Trans>
      </span>
      <button type="button" onClick={() => setDismissed(true)} className={quiet}>
        <Trans>Later</Trans>
      </button>
      <Button size="sm" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
