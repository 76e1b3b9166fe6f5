import { createFileRoute } from "@tanstack/react-router";
import { DealsScreen } from "../features/home/deals-screen.tsx";

export const Route = createFileRoute("/deals")({
  staticData: { title: "Deals" },
  component: DealsScreen,
});
