import { useState } from "react";

/**
 * The work behind a confirm dialog's yes: `busy` while it runs, then the dialog closed (`close`)
 * whether it worked or not. A failed request has already shown its message (the request helper),
 * so a failure ends here.
 */
export function useConfirmedAction(close: () => void): {
  busy: boolean;
  run: (work: () => Promise<unknown>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
    } catch {
      // toast shown by the request helper
    } finally {
      setBusy(false);
      close();
    }
  }
  return { busy, run };
}
