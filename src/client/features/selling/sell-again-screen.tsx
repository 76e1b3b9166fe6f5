import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { call, newIdempotencyKey } from "../../api/index.ts";
import { Button, EmptyState, Page, Spinner, TextLink, useDocumentTitle } from "../../ui/index.ts";

/** One key per source item and tab: a reload or a double mount does not create a second draft. */
function keyFor(itemNumber: string): string {
  const k = `sellAgainKey:${itemNumber}`;
  const existing = sessionStorage.getItem(k);
  if (existing) return existing;
  const fresh = newIdempotencyKey();
  sessionStorage.setItem(k, fresh);
  return fresh;
}

/** POST /item/sellAgain makes a prefilled draft from an ended or sold listing, then opens it. */
export function SellAgainScreen({ itemNumber }: { itemNumber: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Sell again`);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries
  useEffect(() => {
    let alive = true;
    setError(null);
    call("POST", "/item/sellAgain", {
      body: { itemNumber },
      idempotencyKey: keyFor(itemNumber),
    })
      .then((r) => {
        sessionStorage.removeItem(`sellAgainKey:${itemNumber}`);
        if (alive) void navigate({ to: "/editItem", search: { itemNumber: r.itemNumber }, replace: true });
      })
      .catch(
        (e: Error) =>
          alive &&
          setError(navigator.onLine ? e.message : t`You are offline. Try again when you are back online.`),
      );
    return () => {
      alive = false;
    };
  }, [itemNumber, attempt, navigate]);
  return (
    <Page heading={t`Sell again`} width="narrow">
      {error ? (
        <EmptyState
          title={t`A new listing could not be made`}
          body={error}
          action={
            <div className="flex gap-3">
              <Button onClick={() => setAttempt((a) => a + 1)}>
                <Trans>Try again</Trans>
              </Button>
              <TextLink href="/items?tab=ended" className="self-center underline">
                <Trans>Back to my items</Trans>
              </TextLink>
            </div>
          }
        />
      ) : (
        <div className="flex items-center gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <Spinner label={t`Preparing your new listing`} />
          <p className="text-slate-700">
            <Trans>Preparing a new listing from this one…</Trans>
          </p>
        </div>
      )}
    </Page>
  );
}
