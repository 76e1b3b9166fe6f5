import type { ComponentType } from "react";

/**
 * Extension points of the shell that features fill in (keep this file tiny; one line per slot).
 * notificationsDropdown: the wide-screen bell's panel, e.g.
 *   notificationsDropdown: () => import("../features/notifications/notifications-dropdown.tsx"),
 * The module's default export receives `onClose`.
 */
export const slots: {
  notificationsDropdown?: () => Promise<{ default: ComponentType<{ onClose: () => void }> }>;
} = {
  notificationsDropdown: () => import("../features/notifications/notifications-dropdown.tsx"),
};
