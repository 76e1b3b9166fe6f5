import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { formatCount } from "#shared/count";
import { type DistanceUnit, distanceIn, distanceKm, distanceUnitFor, FAR_PICKUP_KM } from "#shared/distance";
import { localeAtom, useLocale } from "../i18n/locale.ts";
import { appStore, placeAtom } from "../state.ts";
import { cx } from "./cx.ts";
import { PinIcon } from "./icons.tsx";

const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);

/** Miles or kilometres, by the app's language and the browser's region (see distanceUnitFor). */
export function useDistanceUnit(): DistanceUnit {
  return distanceUnitFor(useLocale(), browserLanguages());
}

/** The same outside React (route loaders). */
export function distanceUnitNow(): DistanceUnit {
  return distanceUnitFor(appStore.get(localeAtom), browserLanguages());
}

/** A distance in the reader's unit as text ("12 mi", "3.2 km"): whole numbers get thousands commas. */
export function useFormatDistance(): (km: number) => string {
  const { t } = useLingui();
  const unit = useDistanceUnit();
  return (km) => {
    const v = distanceIn(km, unit);
    const n = Number.isInteger(v) ? formatCount(v) : String(v);
    return unit === "mi" ? t`${n} mi` : t`${n} km`;
  };
}

export type PickupDistance = { km: number; text: string; from: string | null };

/**
 * How far a pickup is from the user's place (chosen city, profile city or device position); null
 * without a place or without the item's coordinates. Measured here from the coordinates every item
 * answer carries, so cards, the item page and checkout agree with the search's "nearest" order.
 */
export function usePickupDistance(
  item: { lat?: number | null; lng?: number | null } | null | undefined,
): PickupDistance | null {
  const place = useAtomValue(placeAtom);
  const format = useFormatDistance();
  if (!place || !item || item.lat == null || item.lng == null) return null;
  const km = distanceKm(place, { lat: item.lat, lng: item.lng });
  return { km, text: format(km), from: place.name };
}

/** "1,506 mi from New York" (or "from you" when the place is a position without a name). */
export function useDistanceFrom(d: PickupDistance | null): string | null {
  const { t } = useLingui();
  if (!d) return null;
  const { text, from } = d;
  return from ? t`${text} from ${from}` : t`${text} from you`;
}

/**
 * A place on OpenStreetMap, as a plain link: no map script or tiles loaded by the app. Before a
 * purchase only the area is shown (the city, rounded to about a kilometre, no pin): the listing's
 * point may be the seller's street, and the exact spot is agreed in chat. `exact` pins the point:
 * the order page, once the buyer has bought.
 */
export function mapHref(p: { lat: number; lng: number }, exact = false): string {
  if (exact) {
    const lat = p.lat.toFixed(5);
    const lng = p.lng.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  }
  return `https://www.openstreetmap.org/#map=11/${p.lat.toFixed(2)}/${p.lng.toFixed(2)}`;
}

/** "Open in maps": a new tab on OpenStreetMap, the area or (after a purchase) the point. */
export function OpenInMaps({
  point,
  exact = false,
  className,
}: {
  point: { lat: number; lng: number };
  exact?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <a
      href={mapHref(point, exact)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={exact ? "pickup-map" : "area-map"}
      className={cx(
        "focus-ring inline-flex min-h-11 items-center rounded text-sm font-medium text-orange-700 underline md:min-h-0",
        className,
      )}
    >
      {t`Open in maps`}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  );
}

/** Where a pickup is and how far: the city, the distance from the user's place, and the map. */
export function PickupPlace({
  item,
  fallback,
  exact = false,
  end = false,
  className,
}: {
  item: { city: string | null; lat: number | null; lng: number | null };
  /** Lined up at the end (a value column aligned right). */
  end?: boolean;
  /** Shown when the item names no city. */
  fallback: string;
  /** The pickup point itself (after a purchase), not only its area. */
  exact?: boolean;
  className?: string;
}) {
  const distance = usePickupDistance(item);
  const from = useDistanceFrom(distance);
  return (
    <span className={cx("flex flex-col gap-0.5", end ? "items-end" : "items-start", className)}>
      <span className="flex items-center gap-1">
        <PinIcon className="size-4 shrink-0 text-slate-500" />
        {item.city ?? fallback}
      </span>
      {from && (
        <span className="text-sm font-normal text-slate-700" data-testid="pickup-distance">
          {from}
        </span>
      )}
      {item.lat != null && item.lng != null && (
        <OpenInMaps point={{ lat: item.lat, lng: item.lng }} exact={exact} />
      )}
    </span>
  );
}

/**
 * Pickup only: a pickup farther than FAR_PICKUP_KM from the user's place is said in words where the
 * buyer commits (checkout's review, a bid or Buy now's confirmation), before the confirm button.
 */
export function FarPickupWarning({
  item,
  className,
}: {
  item: { lat: number | null; lng: number | null };
  className?: string;
}) {
  const distance = usePickupDistance(item);
  const farText = useDistanceFrom(distance);
  if (!distance || distance.km <= FAR_PICKUP_KM) return null;
  return (
    <p
      role="note"
      data-testid="far-pickup"
      className={cx(
        "flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300",
        className,
      )}
    >
      <PinIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">
          <Trans>This pickup is far from you: {farText}.</Trans>
        </span>{" "}
        <Trans>You collect the item in person, so make sure you can get there before you confirm.</Trans>
      </span>
    </p>
  );
}
