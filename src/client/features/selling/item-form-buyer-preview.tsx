import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { ItemDetail } from "#shared/contract/catalog";
import { conditionLabel } from "../catalog/conditions.ts";
import { Gallery } from "../catalog/gallery.tsx";
import { Facts, PriceSummary } from "../catalog/item-detail-screen.tsx";
import { type CategoryGroup, centsOf, type ItemForm } from "./form-model.ts";

/** The photos kept on this device, as addresses an <img> can show (object URLs, revoked after). */
function usePhotoUrls(ids: string[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  const key = ids.join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' content (key) is what matters
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    void import("../../offline/drafts.ts").then(async ({ getPhoto }) => {
      const found = await Promise.all(ids.map((id) => getPhoto(id)));
      if (!alive) return;
      const list: string[] = [];
      for (const p of found) {
        if (p?.blob) {
          const url = URL.createObjectURL(p.blob);
          made.push(url);
          list.push(url);
        } else if (p?.url) list.push(p.url);
      }
      setUrls(list);
    });
    return () => {
      alive = false;
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [key]);
  return urls;
}

/** The form as the item page's own parts read it: what a buyer will see once it is published. */
function asBuyerSees(
  form: ItemForm,
  urls: string[],
  groups: CategoryGroup[],
  city: string | null,
): ItemDetail {
  const leaf = groups.flatMap((g) => g.leaves).find((l) => l.id === form.categoryId);
  const cents = (text: string) => {
    const c = centsOf(text);
    return c === null || Number.isNaN(c) ? null : c;
  };
  const start = cents(form.startPrice) ?? 0;
  const now = Date.now();
  const price = cents(form.price);
  return {
    itemNumber: "—",
    sinCode: "",
    title: form.title,
    description: form.description,
    images: urls,
    imageSet: urls.map((u, i) => ({ fileId: String(i), small: u, medium: u, large: u })),
    cover: urls[0] ?? null,
    categoryId: form.categoryId,
    categoryName: leaf?.name ?? null,
    // No link from the preview: the category shows as its name.
    categoryPath: [],
    condition: form.condition || null,
    saleType: form.saleType,
    priceCents: form.saleType === "fixed" ? price : null,
    currentPriceCents: form.saleType === "fixed" ? price : start,
    status: "active",
    seller: { id: 0, name: "", storeId: null, pic: null },
    city,
    pickupNote: form.pickupNote ?? null,
    lat: form.lat,
    lng: form.lng,
    version: 0,
    auction:
      form.saleType === "auction"
        ? {
            startPriceCents: start,
            reserveMet: true,
            buyNowPriceCents: cents(form.buyNowPrice),
            buyNowAvailable: true,
            currentPriceCents: start,
            minNextBidCents: start,
            bidCount: 0,
            startTime: form.startTime ?? now,
            endTime: form.endTime ?? now,
            status: form.startTime && form.startTime > now ? "scheduled" : "open",
          }
        : null,
    watching: false,
    watchCount: 0,
    isOwner: false,
    myBidderTag: null,
    leaderTag: null,
    createTime: now,
    publishTime: null,
    endTime: form.endTime,
    acceptsOffers: Boolean(form.acceptsOffers),
    offerHours: 0,
  };
}

/**
 * The last step's preview: the listing drawn by the item page's own parts (gallery, price, details,
 * description), so the seller sees what buyers will see before publishing.
 */
export function BuyerPreview({
  form,
  groups,
  userCity,
}: {
  form: ItemForm;
  groups: CategoryGroup[];
  userCity: string | null;
}) {
  const { i18n, t } = useLingui();
  const urls = usePhotoUrls(form.photos);
  const item = asBuyerSees(form, urls, groups, form.city ?? userCity);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Preview: your listing as buyers will see it</Trans>
      </h3>
      <div className="overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200">
        <Gallery item={item} label={t`Gallery preview`} />
        <div className="flex flex-col gap-4 p-4">
          <div className="flex flex-col gap-1">
            <p className="text-xl font-bold leading-tight tracking-tight text-slate-900">
              {item.title || t`Your title`}
            </p>
            <p className="text-sm text-slate-600">
              {item.saleType === "auction" ? t`Auction` : t`Buy it now`}
              {item.condition ? ` · ${conditionLabel(item.condition, i18n)}` : ""}
              {item.city ? ` · ${item.city}` : ""}
            </p>
          </div>
          <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <PriceSummary item={item} />
          </div>
          <Facts item={item} />
          <p className="whitespace-pre-line text-[15px] leading-relaxed text-slate-800">
            {item.description || t`The seller has not added a description.`}
          </p>
        </div>
      </div>
    </section>
  );
}
