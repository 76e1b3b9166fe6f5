import { Trans, useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { Button } from "../ui/button.tsx";
import { Page } from "../ui/page.tsx";
import { isChunkLoadError, reloadOnceForChunk } from "./chunk-reload.ts";

/** The router's default error screen: retry re-runs the loaders (`router.invalidate()`). */
export function DefaultCatchBoundary({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  const { t } = useLingui();
  useEffect(() => {
    if (chunk && navigator.onLine) reloadOnceForChunk();
  }, [chunk]);
  const offline = typeof navigator !== "undefined" && !navigator.onLine;
  return (
    <Page width="narrow">
      <div className="mt-8 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">
          {offline ? t`You are offline` : chunk ? t`A newer version is available` : t`Something went wrong`}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {offline
            ? t`This page has not been saved on this device yet. Connect to the internet and try again.`
            : error instanceof Error
              ? error.message
              : t`Please try again.`}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button
            onClick={() => {
              if (chunk) return location.reload();
              reset();
              void router.invalidate();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void router.navigate({ to: "/" })}>
            <Trans>Home</Trans>
          </Button>
        </div>
      </div>
    </Page>
  );
}
