import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { TvDisplay, TvDisplayItem } from "#shared/contract/stores-admin";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { ApiError } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { itemQrUrl, QrImage } from "../../ui/qr-image.tsx";
import { useServerNow } from "../catalog/server-clock.ts";
import { tvDisplayQuery } from "./stores-admin-queries.ts";
import { liveItems, pageOf, TV_ENDING_SOON_MS, TV_GRID_PAGE } from "./tv-live.ts";
import { type TvLink, useTvStream, useWakeLock } from "./use-tv-stream.ts";

/*
 * Sizes are in viewport units so one layout reads the same from the pavement on a 1080p and a 4K
 * screen: a code of 23vh is 248 px tall at 1080p (scannable from a few metres) and twice that at 4K.
 */

/** `/tv-display?device=<code>`: full screen, no sign-in, following the store's items live. */
export function TvDisplayScreen({ code }: { code: string }) {
  const { t } = useLingui();
  const q = useQuery(tvDisplayQuery(code));
  const link = useTvStream(code);
  useWakeLock();
  useEffect(() => {
    // A TV has no one to scroll it: nothing behind the display should show or scroll.
    const prev = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = prev;
    };
  }, []);
  return (
    <div className="fixed inset-0 z-[100] flex flex-col overflow-hidden bg-slate-950 text-white">
      {q.data ? (
        <Slides display={q.data} link={link} />
      ) : q.isError ? (
        <div className="m-auto max-w-lg p-8 text-center">
          <h1 className="text-3xl font-bold">
            {q.error instanceof ApiError && q.error.code === 10004
              ? t`This TV is not paired`
              : q.error instanceof ApiError && q.error.offline
                ? t`The TV is offline`
                : t`Could not load the display`}
          </h1>
          <p className="mt-3 text-lg text-slate-300">
            <Trans>
              Check the pairing code <span className="font-mono font-bold">{code}</span> on the store's TV
              Display page.
            </Trans>
          </p>
          <Button className="mt-6" variant="secondary" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="m-auto flex flex-col items-center gap-4 text-slate-300" role="status">
          <span className="size-10 animate-spin rounded-full border-4 border-orange-500 border-r-transparent" />
          <Trans>Loading the display…</Trans>
        </div>
      )}
    </div>
  );
}

function Slides({ display, link }: { display: TvDisplay; link: TvLink }) {
  const { t } = useLingui();
  const now = useServerNow();
  const items = liveItems(display, now);
  // One item fills the screen whatever the layout: a lone card in a grid reads as a gap.
  const grid = display.layout === "grid" && items.length > 1;
  const perPage = grid ? TV_GRID_PAGE : 1;
  const [page, setPage] = useState(0);
  const { pages, index, shown } = pageOf(items, perPage, page);
  const storeName = display.storeName;
  const position = index + 1;
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), display.rotationSeconds * 1000);
    return () => clearInterval(timer);
  }, [pages, display.rotationSeconds]);
  return (
    <>
      <header className="flex h-[9vh] shrink-0 items-center justify-between gap-[2vw] px-[2.5vw]">
        <h1 className="truncate text-[4.4vh] font-bold">{display.storeName}</h1>
        <div className="flex shrink-0 items-center gap-[1.5vw]">
          {link === "reconnecting" && (
            <p
              role="status"
              className="flex items-center gap-[0.8vh] rounded-full bg-white/10 px-[1.4vh] py-[0.5vh] text-[1.8vh] text-slate-300"
            >
              <span className="size-[1.2vh] animate-pulse rounded-full bg-amber-400" />
              <Trans>Reconnecting…</Trans>
            </p>
          )}
          <p className="text-[2.4vh] text-slate-300">
            <Trans>Scan a code to open the item on your phone</Trans>
          </p>
        </div>
      </header>
      {items.length === 0 ? (
        <p className="m-auto text-[4vh] text-slate-300">
          <Trans>No items to show yet.</Trans>
        </p>
      ) : (
        <section
          className="flex min-h-0 flex-1 flex-col"
          data-page={index}
          data-pages={pages}
          aria-label={t`${storeName}: page ${position} of ${pages}`}
        >
          {grid ? (
            <ul className="grid min-h-0 flex-1 grid-cols-3 grid-rows-2 gap-[1.6vh] px-[2.5vw] pb-[1.5vh]">
              {shown.map((it) => (
                <GridCard key={it.itemNumber} it={it} now={now} />
              ))}
            </ul>
          ) : (
            shown.map((it) => <Slide key={it.itemNumber} it={it} now={now} />)
          )}
        </section>
      )}
      {pages > 1 && (
        <div className="flex h-[3vh] shrink-0 items-center justify-center gap-[0.6vh]" aria-hidden="true">
          {Array.from({ length: Math.min(pages, 30) }, (_, n) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
              key={n}
              className={cx(
                "h-[0.7vh] rounded-full",
                n === index ? "w-[3vh] bg-orange-500" : "w-[0.7vh] bg-white/30",
              )}
            />
          ))}
        </div>
      )}
    </>
  );
}

const endingSoon = (it: TvDisplayItem, now: number) =>
  it.saleType === "auction" && it.endTime !== null && it.endTime - now <= TV_ENDING_SOON_MS;

/** A cover of the asked width (the stream's covers are the 320 px thumbnails). */
const coverAt = (cover: string, width: 640 | 1280) => cover.replace(/\/320\.webp$/, `/${width}.webp`);

/** What marks an item's card or slide: its number, whether it ends soon, and its name. */
const itemMarks = (it: TvDisplayItem, soon: boolean) => ({
  "data-item-number": it.itemNumber,
  "data-ending-soon": soon || undefined,
  "aria-label": it.title,
});

/** The item's cover, `width` px wide, fitted inside a box that fills the free width. */
function Cover({ it, width, className }: { it: TvDisplayItem; width: 640 | 1280; className: string }) {
  return (
    <div
      className={cx("flex min-w-0 flex-1 items-center justify-center overflow-hidden bg-white/5", className)}
    >
      {it.cover && <img src={coverAt(it.cover, width)} alt="" className="size-full object-contain" />}
    </div>
  );
}

/** The QR code that opens the item on a buyer's phone. */
function ItemQr({
  it,
  displaySize,
  className,
}: {
  it: TvDisplayItem;
  displaySize: string;
  className: string;
}) {
  const { t } = useLingui();
  const title = it.title;
  return (
    <QrImage
      text={itemQrUrl(it.sinCode)}
      label={t`QR code for ${title}`}
      size={512}
      displaySize={displaySize}
      className={className}
    />
  );
}

function GridCard({ it, now }: { it: TvDisplayItem; now: number }) {
  const soon = endingSoon(it, now);
  return (
    <li
      {...itemMarks(it, soon)}
      className={cx(
        "flex min-h-0 flex-col gap-[1vh] rounded-[1.6vh] p-[1.6vh] ring-1",
        soon ? "bg-rose-500/10 ring-[0.5vh] ring-rose-500" : "bg-white/5 ring-white/10",
      )}
    >
      <div className="flex h-[23vh] shrink-0 gap-[1.6vh]">
        <Cover it={it} width={640} className="rounded-[1.2vh]" />
        <ItemQr it={it} displaySize="23vh" className="shrink-0 rounded-[1vh] p-[0.8vh]" />
      </div>
      <p className="mt-auto truncate text-[3vh] font-semibold leading-tight">{it.title}</p>
      <div className="flex items-end justify-between gap-[1vh]">
        <Price it={it} compact className="text-[5.6vh] leading-none" />
        <Countdown it={it} now={now} className="whitespace-nowrap text-[2.8vh]" />
      </div>
    </li>
  );
}

function Slide({ it, now }: { it: TvDisplayItem; now: number }) {
  const soon = endingSoon(it, now);
  return (
    <article {...itemMarks(it, soon)} className="flex min-h-0 flex-1 gap-[3vw] px-[3vw] pb-[3vh]">
      <Cover it={it} width={1280} className="rounded-[2vh]" />
      <div className="flex w-[38vw] shrink-0 flex-col justify-center gap-[2vh]">
        <h2 className="line-clamp-3 text-[5.4vh] font-bold leading-tight">{it.title}</h2>
        <Price it={it} className="text-[11vh] leading-none" />
        <Countdown it={it} now={now} className="text-[5vh]" />
        <div className="flex items-end gap-[2vw]">
          <ItemQr
            it={it}
            displaySize="34vh"
            className={cx("shrink-0 rounded-[1.5vh] p-[1.2vh]", soon && "ring-[0.6vh] ring-rose-500")}
          />
          <p className="font-mono text-[2.8vh] tracking-widest text-slate-300">
            <Trans context="item code">Code</Trans>
            <br />
            <span className="font-bold text-white">{it.sinCode}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

function Price({ it, compact, className }: { it: TvDisplayItem; compact?: boolean; className?: string }) {
  const { t } = useLingui();
  if (it.priceCents === null) return null;
  const bids = t`${plural(it.bidCount, { one: "# bid", other: "# bids" })}`;
  return (
    <div className="min-w-0">
      <p data-price className={cx("font-extrabold tabular-nums text-orange-400", className)}>
        {formatCents(it.priceCents)}
      </p>
      <p className="mt-[0.6vh] whitespace-nowrap text-[2.4vh] font-medium text-slate-300">
        {it.saleType !== "auction"
          ? t({ message: "Buy now", context: "sale type" })
          : compact
            ? it.bidCount === 0
              ? t`Starting bid`
              : bids
            : it.bidCount === 0
              ? t`Starting bid · no bids yet`
              : t`Current bid · ${bids}`}
      </p>
    </div>
  );
}

function Countdown({ it, now, className }: { it: TvDisplayItem; now: number; className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (it.saleType !== "auction" || it.endTime === null) return null;
  const left = dateFormats.type5(locale, it.endTime, { now });
  if (!left) return null;
  const soon = endingSoon(it, now);
  return (
    <p
      data-countdown
      className={cx(
        "font-bold tabular-nums",
        soon ? "animate-pulse text-rose-400" : "text-slate-100",
        className,
      )}
    >
      {soon ? t`Ending soon · ${left}` : t`Ends in ${left}`}
    </p>
  );
}
