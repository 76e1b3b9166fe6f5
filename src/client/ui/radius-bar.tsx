import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "#shared/count";
import { ANYWHERE, RADIUS_STEPS, type RadiusChoice, radiusKmOf, widerRadiusKm } from "#shared/distance";
import { saveRadiusChoice } from "../api/session-store.ts";
import type { Place } from "../state.ts";
import { Button } from "./button.tsx";
import { cx } from "./cx.ts";
import { useDistanceUnit, useFormatDistance } from "./distance.tsx";
import { PinIcon } from "./icons.tsx";
import { TextLink } from "./text-link.tsx";

/** Fewer matches than this within the radius: the list offers to widen it. */
export const FEW_NEARBY = 5;

/** "within 50 mi of New York" (or "of you" for a position without a name). */
export function useRadiusWords(): (km: number, place: Place) => string {
  const { t } = useLingui();
  const format = useFormatDistance();
  return (km, place) => {
    const d = format(km);
    const city = place.name;
    return city ? t`within ${d} of ${city}` : t`within ${d} of you`;
  };
}

/**
 * The distance a list or the home page shows, said in words, with every radius (and Anywhere) one
 * tap away. Choosing one also becomes the device's default for lists and home (`radiusKm` key).
 */
export function RadiusBar({
  place,
  radiusKm,
  onChoose,
  className,
}: {
  place: Place;
  /** The radius in effect (km), null for anywhere. */
  radiusKm: number | null;
  onChoose: (r: RadiusChoice) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const unit = useDistanceUnit();
  const words = useRadiusWords();
  const city = place.name;
  const within = radiusKm === null ? "" : words(radiusKm, place);
  const choose = (r: RadiusChoice) => {
    saveRadiusChoice(r);
    onChoose(r);
  };
  const steps = RADIUS_STEPS[unit].map((n) => ({ km: radiusKmOf(n, unit), n }));
  const chip = (pressed: boolean) =>
    cx(
      "focus-ring inline-flex h-11 items-center rounded-full px-3.5 text-sm font-medium ring-1 md:h-9",
      pressed
        ? "bg-slate-900 text-white ring-slate-900"
        : "bg-white text-slate-800 ring-slate-200 hover:ring-orange-400",
    );
  return (
    <div className={cx("flex flex-col gap-2", className)} data-testid="radius-bar">
      <p className="flex items-center gap-1.5 text-sm text-slate-700" aria-live="polite">
        <PinIcon className="size-4 shrink-0 text-slate-500" />
        <span data-testid="radius-in-effect">
          {radiusKm === null ? (
            city ? (
              <Trans>Showing items from anywhere; distances from {city}.</Trans>
            ) : (
              <Trans>Showing items from anywhere.</Trans>
            )
          ) : (
            <Trans>Showing items {within}.</Trans>
          )}
        </span>{" "}
        <TextLink href="/cityLocation" className="inline-flex min-h-11 items-center underline md:min-h-0">
          <Trans>Change city</Trans>
        </TextLink>
      </p>
      <ul aria-label={t`Distance`} className="flex flex-wrap gap-2">
        {steps.map(({ km, n }) => {
          const label = unit === "mi" ? t`${n} mi` : t`${n} km`;
          const pressed = radiusKm !== null && Math.abs(radiusKm - km) < 0.01;
          return (
            <li key={km} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={unit === "mi" ? t`Within ${n} mi` : t`Within ${n} km`}
                onClick={() => choose(km)}
                className={chip(pressed)}
              >
                {label}
              </button>
            </li>
          );
        })}
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={radiusKm === null}
            onClick={() => choose(ANYWHERE)}
            className={chip(radiusKm === null)}
          >
            <Trans>Anywhere</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Buttons that widen a radius one step, and to anywhere (for a short or empty list). */
export function WidenButtons({
  radiusKm,
  onChoose,
}: {
  radiusKm: number;
  onChoose: (r: RadiusChoice) => void;
}) {
  const unit = useDistanceUnit();
  const format = useFormatDistance();
  const wider = widerRadiusKm(radiusKm, unit);
  const choose = (r: RadiusChoice) => {
    saveRadiusChoice(r);
    onChoose(r);
  };
  const next = wider === null ? "" : format(wider);
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {wider !== null && (
        <Button variant="secondary" className="max-md:h-11" onClick={() => choose(wider)}>
          <Trans>Widen to {next}</Trans>
        </Button>
      )}
      <Button variant="secondary" className="max-md:h-11" onClick={() => choose(ANYWHERE)}>
        <Trans>Search anywhere</Trans>
      </Button>
    </div>
  );
}

/** A short list within the radius: how many, and the way to more. */
export function FewNearby({
  total,
  radiusKm,
  place,
  onChoose,
}: {
  total: number;
  radiusKm: number;
  place: Place;
  onChoose: (r: RadiusChoice) => void;
}) {
  const words = useRadiusWords();
  const within = words(radiusKm, place);
  const n = formatCount(total);
  return (
    <div
      className="mb-3 flex flex-col items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      data-testid="few-nearby"
    >
      <p>
        {total === 1 ? (
          <Trans>Only 1 item {within}.</Trans>
        ) : (
          <Trans>
            Only {n} items {within}.
          </Trans>
        )}
      </p>
      <WidenButtons radiusKm={radiusKm} onChoose={onChoose} />
    </div>
  );
}
