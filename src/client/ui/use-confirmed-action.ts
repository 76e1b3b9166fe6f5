import { useState } from "react";
import { mutate } from "../query-client.ts";

/**
 * The work behind a confirm dialog's yes: `busy` while it runs, then the dialog closed (`close`)
 * whether it worked or not. The work runs as a mutation: a failure has shown its message by the
 * toast policy (query-client.ts), so it ends here.
 */
export function useConfirmedAction(close: () => void): {
  busy: boolean;
  run: (work: () => Promise<unknown>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      // As a mutation, so a failure meets the one toast policy (query-client.ts).
      await mutate(work);
    } catch {
      // the toast was the policy's
    } finally {
      setBusy(false);
      close();
    }
  }
  return { busy, run };
}
