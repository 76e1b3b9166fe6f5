import { createFileRoute } from "@tanstack/react-router";
import { CountryCodeSearchSchema } from "../features/accounts/route-helpers.ts";
import { CountryCodeScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/countryCode")({
  validateSearch: CountryCodeSearchSchema,
  component: CountryCodeScreen,
});
