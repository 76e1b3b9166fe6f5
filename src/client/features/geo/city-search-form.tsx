import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";

/**
 * The city name box and Find, for the Select City page and the wide header's picker. Searches
 * only a non-empty name (rules/product.md §5); `initial` follows the page's `q`.
 */
export function CitySearchForm({
  initial = "",
  onSearch,
  size,
  autoFocus = false,
}: {
  initial?: string;
  onSearch: (q: string) => void;
  size: "sm" | "lg";
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setText(initial), [initial]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };

  return (
    <form aria-label={t`Find a city`} onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        <Trans>City name</Trans>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Type a city name`}
        enterKeyHint="search"
        autoComplete="address-level2"
        className={cx(
          "focus-ring min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400",
          size === "lg" ? "h-11 text-base" : "h-9 text-sm",
        )}
      />
      <Button
        type="submit"
        size={size === "lg" ? "lg" : undefined}
        className={size === "lg" ? "h-11 px-4" : "h-9 px-3"}
      >
        <Trans>Find</Trans>
      </Button>
    </form>
  );
}
