/** The design system: small primitives of our own (Tailwind), no UI kit. */

export { showToast } from "../api/toast-store.ts";
export { AppLink } from "./app-link.tsx";
export { Button, type ButtonProps, buttonLook } from "./button.tsx";
export { cx } from "./cx.ts";
export { ConfirmDialog, Dialog, type DialogProps } from "./dialog.tsx";
export { ItemCard, type ItemCardItem, ItemCardSkeleton, ItemGrid } from "./item-card.tsx";
export { MoreButton } from "./more-button.tsx";
export { EmptyState, Loading, Page, Skeleton, Spinner, useDocumentTitle } from "./page.tsx";
export { isOffline, QueryFailure, QueryState } from "./query-state.tsx";
export { TextField } from "./text-field.tsx";
export { inlineLinkLook, linkLook, TextLink } from "./text-link.tsx";
export { Toaster, useToast } from "./toaster.tsx";
export { useNow } from "./use-now.ts";
