import { type KeyboardEvent, useCallback, useEffect, useRef } from "react";
import { NotificationList } from "./notification-list.tsx";

/**
 * The bell's panel (the shell's `slots.notificationsDropdown`). Focus moves into it on open and
 * back to the bell on Escape or after opening a notification.
 */
export default function NotificationsDropdown({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    opener.current =
      active && active !== document.body ? active : document.querySelector<HTMLElement>("button[data-bell]");
    box.current?.focus();
  }, []);

  const close = useCallback(() => {
    opener.current?.focus();
    onClose();
  }, [onClose]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the panel closes it
    <div ref={box} tabIndex={-1} onKeyDown={onKeyDown} className="outline-none">
      <NotificationList variant="dropdown" onNavigate={close} />
    </div>
  );
}
