import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";

/**
 * The confirmation step before a bid, a max bid or Buy now. Confirm has the focus, so Enter (or
 * Space) confirms at once and Escape cancels: quick from the keyboard, never a single mis-tap.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Runs after Dialog's own effect has called showModal() (parent effects run after children's),
  // so the focus lands on Confirm rather than on the dialog's first button.
  useEffect(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      {children && <div className="text-sm text-slate-600">{children}</div>}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button ref={confirmRef} onClick={onConfirm} busy={busy}>
          {confirmLabel ?? t`Confirm`}
        </Button>
      </div>
    </Dialog>
  );
}
