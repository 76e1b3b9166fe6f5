import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ReportScreen } from "../features/orders/refund-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function Screen() {
  const { id } = Route.useParams();
  return <ReportScreen orderNumber={id} />;
}

export const Route = createFileRoute("/report/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.orderDetailQuery(params.id)),
    );
  },
  component: Screen,
});
