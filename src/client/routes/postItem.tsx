import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ItemFormScreen } from "../features/selling/item-form-screen.tsx";
import { PostItemSearchSchema } from "../features/selling/route-search.ts";

export const Route = createFileRoute("/postItem")({
  validateSearch: PostItemSearchSchema,
  beforeLoad: requireSignIn,
  component: function PostItem() {
    const { draft } = Route.useSearch();
    return <ItemFormScreen localId={draft || undefined} />;
  },
});
