import { countries } from "countries-list";
import type { CountryCode } from "#shared/contract/accounts";

/**
 * Countries with their dial codes for the sign-up phone picker (/countryCode), from countries-list
 * (ISO 3166-1). Built once; the United States first since the marketplace is US-based, then by name.
 */
export const COUNTRY_CODES: readonly CountryCode[] = (() => {
  const list: CountryCode[] = [];
  for (const [code, c] of Object.entries(countries)) {
    const dial = c.phone[0];
    if (dial === undefined) continue;
    list.push({ code, name: c.name, dialCode: `+${dial}` });
  }
  list.sort((a, b) => (a.code === "US" ? -1 : b.code === "US" ? 1 : a.name.localeCompare(b.name, "en")));
  return Object.freeze(list);
})();
