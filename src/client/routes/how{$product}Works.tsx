import { createFileRoute } from "@tanstack/react-router";
import { HowItWorksScreen } from "../features/catalog/info-pages.tsx";

// /how{product}Works (e.g. /howAuctionWorks): one explainer whatever the product word.
export const Route = createFileRoute("/how{$product}Works")({ component: HowItWorksScreen });
