import { useLingui } from "@lingui/react/macro";
import { dateFormats } from "#shared/date-formats";
import { useLocale } from "../../i18n/locale.ts";
import { conditionLabel } from "../catalog/conditions.ts";
import { type CategoryGroup, type ItemForm, priceText } from "./form-model.ts";

export function Review({
  form,
  groups,
  userCity,
  cashOnly,
}: {
  form: ItemForm;
  groups: CategoryGroup[];
  userCity: string | null;
  cashOnly: boolean;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const category = groups.flatMap((g) => g.leaves).find((l) => l.id === form.categoryId)?.name ?? "—";
  const price = priceText(form.price);
  const rows: [string, string][] = [
    [t`Photos`, form.photos.length ? `${form.photos.length}` : t`None yet`],
    [t`Title`, form.title || "—"],
    [t`Category`, category],
    [t`Condition`, form.condition ? conditionLabel(form.condition, i18n) : "—"],
    [t`Sale type`, form.saleType === "auction" ? t`Auction` : t`Fixed price`],
  ];
  if (form.saleType === "fixed") {
    rows.push([t`Price`, cashOnly ? t`${price} · cash in person only` : price]);
    rows.push([t`Offers`, form.acceptsOffers ? t`On` : t`Off`]);
    if (form.acceptsOffers && form.autoAccept) rows.push([t`Auto-accept from`, priceText(form.autoAccept)]);
    if (form.acceptsOffers && form.autoDecline)
      rows.push([t`Auto-decline below`, priceText(form.autoDecline)]);
  } else {
    rows.push([t`Starting price`, priceText(form.startPrice)]);
    if (form.reservePrice) rows.push([t`Reserve`, priceText(form.reservePrice)]);
    if (form.buyNowPrice)
      rows.push([t({ message: "Buy now", context: "price" }), priceText(form.buyNowPrice)]);
    rows.push([t`Ends`, form.endTime ? dateFormats.type2(locale, form.endTime) : "—"]);
  }
  rows.push([t`Location`, form.city ?? (userCity ? t`${userCity} (your city)` : t`Your city`)]);
  return (
    <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="truncate font-medium text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
