import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useId, useRef, useState } from "react";
import { CitySearchForm } from "../features/geo/city-search-form.tsx";
import { LocateButtons } from "../features/geo/locate-buttons.tsx";
import { PinIcon } from "../ui/icons.tsx";
import { TextLink } from "../ui/text-link.tsx";
import { useDismiss } from "./use-dismiss.ts";

/**
 * The wide header's city picker (rules/product.md §2): a search box that opens the Select City results, My
 * Position and GPS. It opens on click; Escape or a click elsewhere closes it.
 */
export function CityPicker({ city }: { city: string | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { t } = useLingui();
  const close = () => setOpen(false);

  useDismiss(
    open,
    boxRef,
    useCallback((why: "escape" | "outside") => {
      setOpen(false);
      if (why === "escape") buttonRef.current?.focus();
    }, []),
  );

  return (
    <div ref={boxRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="focus-ring inline-flex items-center gap-1 rounded px-1 hover:text-white"
      >
        <PinIcon className="size-3.5" />
        <span className="sr-only">{t`City:`} </span>
        {city || t`Select City`}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t`Select City`}
          className="absolute right-0 top-full z-50 mt-2 w-80 rounded-xl bg-white p-3 text-slate-900 shadow-2xl ring-1 ring-slate-200"
        >
          <CitySearchForm
            size="sm"
            autoFocus
            onSearch={(q) => {
              setOpen(false);
              void router.navigate({ href: `/citySearch?q=${encodeURIComponent(q)}` });
            }}
          />
          <LocateButtons size="sm" onChosen={close} className="mt-2" />
          <TextLink href="/cityLocation" onClick={close} className="mt-2 block text-center text-xs">
            <Trans>Recent cities and more</Trans>
          </TextLink>
        </div>
      )}
    </div>
  );
}
