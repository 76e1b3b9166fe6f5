import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type ItemForm, priceText } from "./form-model.ts";

export function PreviewCard({ form, cashOnly }: { form: ItemForm; cashOnly: boolean }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const cover = form.photos[0];
  useEffect(() => {
    let url: string | null = null;
    let alive = true;
    if (!cover) return setSrc(null);
    void import("../../offline/drafts.ts").then(({ getPhoto }) =>
      getPhoto(cover).then((p) => {
        if (!alive || !p) return;
        if (p.blob) url = URL.createObjectURL(p.blob);
        setSrc(url ?? p.url ?? null);
      }),
    );
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cover]);
  const price = form.saleType === "fixed" ? priceText(form.price) : priceText(form.startPrice);
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200" aria-hidden="true">
      <div className="aspect-[4/3] bg-slate-100">
        {src ? (
          <img src={src} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-400">
            <Trans>Cover photo</Trans>
          </div>
        )}
      </div>
      <div className="space-y-1 p-4">
        <p className="line-clamp-2 font-semibold text-slate-900">{form.title || t`Your title`}</p>
        <p className="text-lg font-bold text-slate-900">{price}</p>
        <p className="text-xs text-slate-500">
          {form.saleType === "auction"
            ? t`Auction · starting bid`
            : cashOnly
              ? t`Cash in person only`
              : t`Fixed price`}
        </p>
      </div>
    </div>
  );
}
