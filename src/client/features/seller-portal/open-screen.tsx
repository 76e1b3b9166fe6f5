import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { getToken } from "../../api/session-store.ts";
import { queryClient } from "../../query-client.ts";
import { Spinner, useDocumentTitle } from "../../ui/page.tsx";
import { linkLook, TextLink } from "../../ui/text-link.tsx";
import { loadIdentity } from "../session/lifecycle.ts";
import { type ExchangeOutcome, exchangeHandoff, takeHandoffFromUrl } from "./handoff.ts";

type Opening = { handoff: null } | { handoff: string; outcome: Promise<ExchangeOutcome> };
// Once per page load: the fragment is gone after the first read (and effects may run twice).
let opening: Opening | null = null;
function startOpening(): Opening {
  if (opening) return opening;
  const handoff = takeHandoffFromUrl();
  opening = handoff
    ? {
        handoff,
        outcome: exchangeHandoff(handoff).then(async (r) => {
          if (r.ok) {
            // Whatever this window showed before belonged to another session.
            queryClient.clear();
            await loadIdentity().catch(() => null);
          }
          return r;
        }),
      }
    : { handoff: null };
  return opening;
}

/** /seller/open#handoff=…: trades the handoff for the portal's session, or says plainly why not. */
export function PortalOpenScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  useDocumentTitle(failed ? t`Seller portal link not valid` : t`Opening the seller portal`);
  const unreachable = t`The seller portal could not be reached. Check your connection and try again.`;

  useEffect(() => {
    const o = startOpening();
    if (!o.handoff) {
      void navigate({ href: getToken() ? "/seller/listings" : "/seller/signIn", replace: true });
      return;
    }
    let live = true;
    void o.outcome
      .then((r) => {
        if (!live) return;
        if (r.ok) void navigate({ href: "/seller/listings", replace: true });
        else setFailed(r.message);
      })
      .catch(() => live && setFailed(unreachable));
    return () => {
      live = false;
    };
  }, [navigate, unreachable]);

  if (!failed)
    return (
      <div className="flex justify-center p-16">
        <Spinner label={t`Opening the seller portal`} />
      </div>
    );
  return (
    <div className="mx-auto max-w-lg p-6">
      <div role="alert" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>This seller portal link does not work</Trans>
        </h1>
        <p className="mt-2 text-slate-700">{failed}</p>
        <p className="mt-2 text-sm text-slate-500">
          <Trans>
            Links to the seller portal work once, for one minute, and only for the account that made them. You
            have not been signed in.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <TextLink href="/seller/signIn" look="primary">
            <Trans>Sign in to the seller portal</Trans>
          </TextLink>
          <a href="/" className={linkLook("secondary")}>
            <Trans>Back to the app</Trans>
          </a>
        </div>
      </div>
    </div>
  );
}
