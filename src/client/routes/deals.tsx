import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { DealsScreen } from "../features/home/deals-screen.tsx";
import { useDocumentTitle } from "../ui/page.tsx";

export const Route = createFileRoute("/deals")({
  component: function Deals() {
    const { t } = useLingui();
    useDocumentTitle(t`Deals`);
    return <DealsScreen />;
  },
});
