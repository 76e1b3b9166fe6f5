import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";

/** The live picture of a QR scan (startQrCamera plays the camera in it), filling its frame. */
export const CameraPreview = forwardRef<HTMLVideoElement>(function CameraPreview(_, ref) {
  const { t } = useLingui();
  return (
    <video ref={ref} muted playsInline aria-label={t`Camera preview`} className="size-full object-cover" />
  );
});
