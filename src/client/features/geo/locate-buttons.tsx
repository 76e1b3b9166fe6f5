import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { PinIcon } from "../../ui/icons.tsx";
import { GpsIcon } from "../../ui/icons-more.tsx";
import { chooseCityFromDevice } from "./from-device.ts";

/**
 * My Position and GPS (rules/product.md §2's city picker), for the Select City page and the wide header's
 * picker: each chooses the city from the device's position; `onChosen` runs once one is chosen.
 */
export function LocateButtons({
  onChosen,
  size = "md",
  className,
}: {
  onChosen: () => void;
  size?: "sm" | "md";
  className?: string;
}) {
  const { t } = useLingui();
  const [locating, setLocating] = useState<"position" | "gps" | null>(null);
  const fromDevice = async (mode: "position" | "gps") => {
    setLocating(mode);
    try {
      if (await chooseCityFromDevice(mode)) onChosen();
    } finally {
      setLocating(null);
    }
  };
  return (
    <div className={cx("grid grid-cols-2 gap-2", className)}>
      {(["position", "gps"] as const).map((mode) => (
        <Button
          key={mode}
          variant="secondary"
          size={size}
          className="whitespace-nowrap"
          busy={locating === mode}
          disabled={locating !== null}
          onClick={() => void fromDevice(mode)}
        >
          {mode === "position" ? <PinIcon className="size-4" /> : <GpsIcon className="size-4" />}
          {mode === "position" ? t`My Position` : "GPS"}
        </Button>
      ))}
    </div>
  );
}
