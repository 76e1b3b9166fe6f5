import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { LogoMark } from "../../ui/icons.tsx";
import { Page, Skeleton } from "../../ui/page.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { type AgreementId, isAgreementId } from "./agreement-ids.ts";
import { staticPageQuery } from "./catalog-queries.ts";

type Doc = { title: string; updated: string; sections: { heading: string; body: ReactNode }[] };

const p = "mt-2 text-[15px] leading-relaxed text-slate-700";

/** Names of the static pages for the links between them (their text comes from GET /page/detail). */
const PAGE_TITLES: Record<AgreementId, MessageDescriptor> = {
  help: msg`Help`,
  terms: msg`Conditions of Use`,
  policy: msg`Privacy Policy`,
  guide: msg`Seller Guide`,
  rules: msg`Marketplace Rules`,
};

function Article({ doc }: { doc: Doc }) {
  const { i18n, t } = useLingui();
  return (
    <Page heading={doc.title} width="narrow">
      <article className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-8">
        {doc.sections.map((s) => (
          <section key={s.heading} className="mt-6 first:mt-0">
            <h2 className="text-lg font-semibold text-slate-900">{s.heading}</h2>
            {s.body}
          </section>
        ))}
      </article>
      <nav aria-label={t`Other pages`} className="mt-6 flex flex-wrap gap-4 text-sm">
        {Object.entries(PAGE_TITLES)
          .map(([id, title]) => [id, i18n._(title)] as const)
          .filter(([, title]) => title !== doc.title)
          .map(([id, title]) => (
            <TextLink key={id} href={`/agreement/${id}`}>
              {title}
            </TextLink>
          ))}
        <TextLink href="/about">
          <Trans>About</Trans>
        </TextLink>
      </nav>
    </Page>
  );
}

/** /agreement/{id}: a static page from the API (guide, help, policy, rules, terms). */
export function AgreementScreen({ id }: { id: string }) {
  const { i18n } = useLingui();
  const page = useQuery({ ...staticPageQuery(id), enabled: isAgreementId(id) });
  if (!isAgreementId(id)) return null;
  if (!page.data)
    return (
      <Page heading={i18n._(PAGE_TITLES[id])} width="narrow">
        {page.isError ? (
          <p role="alert" className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
            <Trans>This page could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : (
          <Skeleton className="h-64 rounded-2xl" />
        )}
      </Page>
    );
  return (
    <Article
      doc={{
        title: page.data.title,
        updated: new Date(page.data.updatedAt).getUTCFullYear().toString(),
        sections: page.data.sections.map((sec) => ({
          heading: sec.heading,
          body: (
            <>
              {sec.paragraphs.map((text) => (
                <p key={text} className={p}>
                  {text}
                </p>
              ))}
            </>
          ),
        })),
      }}
    />
  );
}

/** /about */
export function AboutScreen() {
  const { t } = useLingui();
  return (
    <Article
      doc={{
        title: t`About`,
        updated: "2026",
        sections: [
          {
            heading: t`Buy now or miss out`,
            body: (
              <p className={p}>
                <Trans>
                  A local marketplace for auctions and fixed-price deals. Sellers list in minutes; buyers bid,
                  buy and pick up nearby.
                </Trans>
              </p>
            ),
          },
          {
            heading: t`Works anywhere`,
            body: (
              <p className={p}>
                <Trans>
                  Install it from your browser for a full-screen app that opens offline, shows the last items
                  you saw, and keeps your drafts until you are back online.
                </Trans>
              </p>
            ),
          },
          {
            heading: t`Credits`,
            body: (
              <p className={p}>
                <Trans>City search uses data from GeoNames (geonames.org), licensed CC BY 4.0.</Trans>
              </p>
            ),
          },
        ],
      }}
    />
  );
}

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/** /getApp: install the app (the browser's prompt where offered), else how to add it. */
export function GetAppScreen() {
  const { t } = useLingui();
  const [install, setInstall] = useState<InstallEvent | null>(null);
  const [installed, setInstalled] = useState(
    () => typeof matchMedia !== "undefined" && matchMedia("(display-mode: standalone)").matches,
  );
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setInstall(e as InstallEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-slate-900 to-slate-800 px-6 py-10 text-center text-white">
      <LogoMark className="size-16" />
      <h1 className="mt-5 text-3xl font-black tracking-tight">
        <Trans>Get the app</Trans>
      </h1>
      <p className="mt-3 max-w-sm text-slate-300">
        <Trans>
          Auctions and deals near you, on your home screen. Opens offline, tells you when you are outbid.
        </Trans>
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3">
        {installed ? (
          <p className="rounded-lg bg-white/10 px-4 py-3 text-sm">
            <Trans>The app is installed on this device.</Trans>
          </p>
        ) : install ? (
          <Button
            size="lg"
            onClick={async () => {
              await install.prompt();
              const choice = await install.userChoice;
              if (choice.outcome === "accepted") setInstalled(true);
              setInstall(null);
            }}
          >
            <Trans>Install app</Trans>
          </Button>
        ) : (
          <div className="rounded-xl bg-white/10 px-4 py-4 text-left text-sm text-slate-200">
            <h2 className="mb-2 font-semibold text-white">
              <Trans>Add it to your home screen</Trans>
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t`iPhone: tap Share, then Add to Home Screen.`}</li>
              <li>{t`Android: open the browser menu, then Install app.`}</li>
              <li>{t`Computer: use the install icon in the address bar.`}</li>
            </ul>
          </div>
        )}
        <AppLink
          href="/"
          className="focus-ring inline-flex h-12 items-center justify-center rounded-lg font-semibold text-white ring-1 ring-white/30 hover:bg-white/10"
        >
          <Trans>Continue in the browser</Trans>
        </AppLink>
      </div>
    </div>
  );
}

/** /how{product}Works: how buying and selling work, step by step. */
export function HowItWorksScreen() {
  const { t } = useLingui();
  const steps = [
    [t`Find`, t`Search, browse categories or scan an item’s QR code.`],
    [t`Bid or buy`, t`Bid up to your limit and we bid for you, or buy at the fixed price.`],
    [t`Pay`, t`By card in the app, or cash when you meet (under $0.50: cash only).`],
    [t`Pick up`, t`Show your pickup code to the seller to complete the order.`],
  ] as const;
  return (
    <Page heading={t`How it works`} width="narrow">
      <ol className="flex flex-col gap-3">
        {steps.map(([h, b], i) => (
          <li key={h} className="flex gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{h}</h2>
              <p className="text-sm text-slate-700">{b}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm">
        <TextLink href="/agreement/help">
          <Trans>Read the full help</Trans>
        </TextLink>
      </p>
    </Page>
  );
}
