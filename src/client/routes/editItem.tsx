import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ItemFormScreen } from "../features/selling/item-form-screen.tsx";
import { EditItemSearchSchema } from "../features/selling/route-search.ts";

export const Route = createFileRoute("/editItem")({
  validateSearch: EditItemSearchSchema,
  beforeLoad: requireSignIn,
  component: function EditItem() {
    const { itemNumber } = Route.useSearch();
    return itemNumber ? <ItemFormScreen key={itemNumber} itemNumber={itemNumber} /> : <ItemFormScreen />;
  },
});
