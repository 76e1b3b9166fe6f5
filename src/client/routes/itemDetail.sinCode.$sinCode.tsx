import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ApiError } from "../api/call.ts";
import { showToast } from "../api/toast-store.ts";
import { i18n } from "../i18n/i18n.ts";
import { Spinner } from "../ui/page.tsx";

// rules/product.md §2: look the item number up from the code and go there; on failure or a non-1 status, a
// toast and the code itself as the id.
export const Route = createFileRoute("/itemDetail/sinCode/$sinCode")({
  loader: async ({ params }) => {
    // Imported here: a loader stays in the first bundle, the query module need not.
    let found: string | null = null;
    let refusal = "";
    try {
      const m = await import("../features/catalog/catalog-queries.ts");
      found = (await m.itemNumberBySinCode(params.sinCode)).itemNumber || null;
    } catch (err) {
      if (err instanceof ApiError && err.refused) refusal = err.message;
    }
    if (!found) showToast(refusal || i18n._(msg`We could not look up that code.`), "error");
    throw redirect({
      to: "/itemDetail/$id",
      params: { id: found ?? params.sinCode },
      replace: true,
    });
  },
  pendingComponent: function FindingItem() {
    const { t } = useLingui();
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Finding the item`} />
      </div>
    );
  },
});
