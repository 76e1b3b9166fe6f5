import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Condition, SaleType } from "#shared/contract/catalog";
import { i18n as appI18n } from "../../i18n/i18n.ts";

// Types only from the contract: importing its values would pull full zod into these chunks.
// `label` is the English name; `message` is the same name for `i18n._(…)` in the page's language.
export const CONDITION_OPTIONS = [
  { value: "new", label: "New", message: msg({ message: "New", context: "condition" }) },
  { value: "like_new", label: "Like new", message: msg`Like new` },
  { value: "good", label: "Good", message: msg({ message: "Good", context: "condition" }) },
  { value: "fair", label: "Fair", message: msg({ message: "Fair", context: "condition" }) },
  { value: "for_parts", label: "For parts", message: msg`For parts` },
] as const satisfies ReadonlyArray<{ value: Condition; label: string; message: MessageDescriptor }>;

export const CONDITION_VALUES = CONDITION_OPTIONS.map((o) => o.value) as [Condition, ...Condition[]];

/** The condition's name in `i18n`'s language (pass the render's `useLingui().i18n`). */
export function conditionLabel(c: Condition | null | undefined, i18n: I18n = appI18n): string {
  const o = CONDITION_OPTIONS.find((x) => x.value === c);
  return i18n._(o ? o.message : msg`Not stated`);
}

export const SALE_TYPE_OPTIONS = [
  { value: "auction", label: "Auction", message: msg`Auction` },
  { value: "fixed", label: "Buy it now", message: msg`Buy it now` },
] as const satisfies ReadonlyArray<{ value: SaleType; label: string; message: MessageDescriptor }>;
