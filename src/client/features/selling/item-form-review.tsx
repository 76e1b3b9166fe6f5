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
  const locale = useLocale();
  const category = groups.flatMap((g) => g.leaves).find((l) => l.id === form.categoryId)?.name ?? "—";
  const rows: [string, string][] = [
    ["Photos", form.photos.length ? `${form.photos.length}` : "None yet"],
    ["Title", form.title || "—"],
    ["Category", category],
    ["Condition", form.condition ? conditionLabel(form.condition) : "—"],
    ["Sale type", form.saleType === "auction" ? "Auction" : "Fixed price"],
  ];
  if (form.saleType === "fixed")
    rows.push(["Price", `${priceText(form.price)}${cashOnly ? " · cash in person only" : ""}`]);
  else {
    rows.push(["Starting price", priceText(form.startPrice)]);
    if (form.reservePrice) rows.push(["Reserve", priceText(form.reservePrice)]);
    if (form.buyNowPrice) rows.push(["Buy now", priceText(form.buyNowPrice)]);
    rows.push(["Ends", form.endTime ? dateFormats.type2(locale, form.endTime) : "—"]);
  }
  rows.push(["Location", form.city ?? (userCity ? `${userCity} (your city)` : "Your city")]);
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
