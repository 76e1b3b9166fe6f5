/** The design system: small primitives of our own (Tailwind), no UI kit. */

export { showToast } from "../api/toast-store.ts";
export { AppLink } from "./app-link.tsx";
export { Avatar } from "./avatar.tsx";
export { Badge, type BadgeTone, badgeLook } from "./badge.tsx";
export { Button, type ButtonProps, buttonLook } from "./button.tsx";
export { CameraPreview } from "./camera-preview.tsx";
export { ChoiceGroup } from "./choice-group.tsx";
export { cx } from "./cx.ts";
export { ConfirmDialog, Dialog, type DialogProps } from "./dialog.tsx";
export { ItemCard, type ItemCardItem, ItemCardSkeleton, ItemGrid } from "./item-card.tsx";
export { MoreButton } from "./more-button.tsx";
export { EmptyState, Loading, Page, Skeleton, Spinner, useDocumentTitle } from "./page.tsx";
export { Pager } from "./pager.tsx";
export { isOffline, QueryFailure, QueryState } from "./query-state.tsx";
export { RemoveButton } from "./remove-button.tsx";
export { labelHeadingLook, Section } from "./section.tsx";
export { Stat } from "./stat.tsx";
export { FieldFrame, TextField } from "./text-field.tsx";
export { inlineLinkLook, linkLook, TextLink } from "./text-link.tsx";
export { Thumb, ThumbRowSkeleton } from "./thumb.tsx";
export { Toaster, useToast } from "./toaster.tsx";
export { useNow } from "./use-now.ts";
