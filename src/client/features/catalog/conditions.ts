import type { Condition, SaleType } from "#shared/contract/catalog";

// Types only from the contract: importing its values would pull full zod into these chunks.
export const CONDITION_OPTIONS = [
  { value: "new", label: "New" },
  { value: "like_new", label: "Like new" },
  { value: "good", label: "Good" },
  { value: "fair", label: "Fair" },
  { value: "for_parts", label: "For parts" },
] as const satisfies ReadonlyArray<{ value: Condition; label: string }>;

export const CONDITION_VALUES = CONDITION_OPTIONS.map((o) => o.value) as [Condition, ...Condition[]];

export function conditionLabel(c: Condition | null | undefined): string {
  return CONDITION_OPTIONS.find((o) => o.value === c)?.label ?? "Not stated";
}

export const SALE_TYPE_OPTIONS = [
  { value: "auction", label: "Auction" },
  { value: "fixed", label: "Buy it now" },
] as const satisfies ReadonlyArray<{ value: SaleType; label: string }>;
