import { type ReactNode, useEffect, useState } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { LogoMark } from "../../ui/icons.tsx";
import { Page } from "../../ui/page.tsx";
import { type AgreementId, isAgreementId } from "./agreement-ids.ts";

type Doc = { title: string; updated: string; sections: { heading: string; body: ReactNode }[] };

const p = "mt-2 text-[15px] leading-relaxed text-slate-700";

/** The public static pages of spec §7 ("help, policy, rules, terms"), written for this marketplace. */
export const AGREEMENTS: Record<AgreementId, Doc> = {
  help: {
    title: "Help",
    updated: "2026",
    sections: [
      {
        heading: "Buying",
        body: (
          <>
            <p className={p}>
              Find items with the search box, by category, or by scanning an item’s QR code. Items marked Buy
              now can be bought at once; auctions take bids until their end time.
            </p>
            <p className={p}>
              After you win or buy, the order appears under Purchases. Pay by card online, or in cash when you
              pick the item up (orders under $0.50 are cash only).
            </p>
          </>
        ),
      },
      {
        heading: "Bidding",
        body: (
          <p className={p}>
            Enter the most you are willing to pay. We bid for you, just enough to keep you in the lead, up to
            that amount. A bid in the last minutes extends the auction so everyone gets a fair chance to
            answer.
          </p>
        ),
      },
      {
        heading: "Selling",
        body: (
          <p className={p}>
            Tap Sell, add photos, a title, a description and a price or a starting bid, and publish. Drafts
            are saved on your device as you type, even offline, and sent when you are back online.
          </p>
        ),
      },
      {
        heading: "Picking up",
        body: (
          <p className={p}>
            When you meet the seller, show your pickup code. The seller enters it to complete the order and
            receive the payment.
          </p>
        ),
      },
      {
        heading: "Contact",
        body: (
          <p className={p}>
            Questions about an order? Open it under Purchases and message the seller from there.
          </p>
        ),
      },
    ],
  },
  terms: {
    title: "Conditions of Use",
    updated: "2026",
    sections: [
      {
        heading: "Your account",
        body: (
          <p className={p}>
            You are responsible for what happens under your account. Keep your password private and tell us at
            once if you think someone else has used it.
          </p>
        ),
      },
      {
        heading: "Bids and purchases are binding",
        body: (
          <p className={p}>
            A bid is a promise to buy at that price if you win. Buying now, or winning an auction, creates an
            order you agree to pay for.
          </p>
        ),
      },
      {
        heading: "What may be sold",
        body: (
          <p className={p}>
            Sellers describe items honestly, show real photos and only sell what they may legally sell. We may
            remove listings that break these conditions.
          </p>
        ),
      },
      {
        heading: "Fees",
        body: (
          <p className={p}>
            Sellers pay a platform fee on each completed sale, taken when the payment succeeds.
          </p>
        ),
      },
      {
        heading: "Refunds and disputes",
        body: (
          <p className={p}>
            A buyer may ask the seller for a refund from the order page. If you cannot agree, report the order
            and we will look at it.
          </p>
        ),
      },
    ],
  },
  policy: {
    title: "Privacy Policy",
    updated: "2026",
    sections: [
      {
        heading: "What we keep",
        body: (
          <p className={p}>
            Your account details (email or phone, names, username, city), your listings, bids and orders, and
            the notifications we send you.
          </p>
        ),
      },
      {
        heading: "Location",
        body: (
          <p className={p}>
            Your position is used only when you press My Position or GPS, to find your city and show items
            near you. We do not track you in the background.
          </p>
        ),
      },
      {
        heading: "Photos",
        body: (
          <p className={p}>
            Uploaded photos are stripped of their metadata (including GPS) before anyone sees them.
          </p>
        ),
      },
      {
        heading: "On your device",
        body: (
          <p className={p}>
            The app keeps your session, search history, drafts and recently viewed items on your device so it
            works offline. Signing out removes your session.
          </p>
        ),
      },
      {
        heading: "Your choices",
        body: (
          <p className={p}>
            You can change your profile at any time and ask us to close your account and delete its data.
          </p>
        ),
      },
    ],
  },
};

function Article({ doc }: { doc: Doc }) {
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
      <nav aria-label="Other pages" className="mt-6 flex flex-wrap gap-4 text-sm">
        {Object.entries(AGREEMENTS)
          .filter(([, d]) => d !== doc)
          .map(([id, d]) => (
            <AppLink
              key={id}
              href={`/agreement/${id}`}
              className="focus-ring rounded font-semibold text-orange-700 hover:underline"
            >
              {d.title}
            </AppLink>
          ))}
        <AppLink href="/about" className="focus-ring rounded font-semibold text-orange-700 hover:underline">
          About
        </AppLink>
      </nav>
    </Page>
  );
}

/** /agreement/{id}: help, terms or policy. */
export function AgreementScreen({ id }: { id: string }) {
  if (!isAgreementId(id)) return null;
  const doc = AGREEMENTS[id];
  return <Article doc={doc} />;
}

/** /about */
export function AboutScreen() {
  return (
    <Article
      doc={{
        title: "About",
        updated: "2026",
        sections: [
          {
            heading: "Buy now or miss out",
            body: (
              <p className={p}>
                A local marketplace for auctions and fixed-price deals. Sellers list in minutes; buyers bid,
                buy and pick up nearby.
              </p>
            ),
          },
          {
            heading: "Works anywhere",
            body: (
              <p className={p}>
                Install it from your browser for a full-screen app that opens offline, shows the last items
                you saw, and keeps your drafts until you are back online.
              </p>
            ),
          },
          {
            heading: "Credits",
            body: (
              <p className={p}>City search uses data from GeoNames (geonames.org), licensed CC BY 4.0.</p>
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
      <h1 className="mt-5 text-3xl font-black tracking-tight">Get the app</h1>
      <p className="mt-3 max-w-sm text-slate-300">
        Auctions and deals near you, on your home screen. Opens offline, tells you when you are outbid.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3">
        {installed ? (
          <p className="rounded-lg bg-white/10 px-4 py-3 text-sm">The app is installed on this device.</p>
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
            Install app
          </Button>
        ) : (
          <div className="rounded-xl bg-white/10 px-4 py-4 text-left text-sm text-slate-200">
            <h2 className="mb-2 font-semibold text-white">Add it to your home screen</h2>
            <ul className="list-disc space-y-1 pl-5">
              <li>iPhone: tap Share, then Add to Home Screen.</li>
              <li>Android: open the browser menu, then Install app.</li>
              <li>Computer: use the install icon in the address bar.</li>
            </ul>
          </div>
        )}
        <AppLink
          href="/"
          className="focus-ring inline-flex h-12 items-center justify-center rounded-lg font-semibold text-white ring-1 ring-white/30 hover:bg-white/10"
        >
          Continue in the browser
        </AppLink>
      </div>
    </div>
  );
}

/** /how{product}Works: how buying and selling work, step by step. */
export function HowItWorksScreen() {
  const steps = [
    ["Find", "Search, browse categories or scan an item’s QR code."],
    ["Bid or buy", "Bid up to your limit and we bid for you, or buy at the fixed price."],
    ["Pay", "By card in the app, or cash when you meet (under $0.50: cash only)."],
    ["Pick up", "Show your pickup code to the seller to complete the order."],
  ] as const;
  return (
    <Page heading="How it works" width="narrow">
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
        <AppLink
          href="/agreement/help"
          className="focus-ring rounded font-semibold text-orange-700 hover:underline"
        >
          Read the full help
        </AppLink>
      </p>
    </Page>
  );
}
