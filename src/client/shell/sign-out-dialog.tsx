import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { useState } from "react";
import { signOut } from "../features/session/session-actions.ts";
import { queryClient } from "../query-client.ts";
import { signOutDialogAtom } from "../state.ts";
import { ConfirmDialog } from "../ui/dialog.tsx";

export function SignOutDialog() {
  const [open, setOpen] = useAtom(signOutDialogAtom);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      message={t`Are You Sure You Want To Sign Out?`}
      confirmLabel={t`Yes`}
      cancelLabel={t`No`}
      busy={busy}
      onCancel={() => setOpen(false)}
      onConfirm={async () => {
        setBusy(true);
        const ok = await signOut();
        setBusy(false);
        setOpen(false);
        // What was cached for this user must not show to the next one.
        if (ok) queryClient.clear();
      }}
    />
  );
}
