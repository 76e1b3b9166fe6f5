import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { isLocale, LOCALES } from "#shared/locale";
import { htmlLang, LOCALE_NAMES } from "./i18n.ts";
import { useLocale } from "./locale.ts";
import { chooseLocale } from "./switch-locale.ts";

/**
 * The language switch (wide header, phone drawer, profile): a native select named "Language". In
 * Chinese its name keeps the English word beside 语言, and each option is the language's name in
 * itself, so someone who cannot read the current language still finds the way back.
 */
export function LanguageSwitch({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1.5">
      <label htmlFor={id} className={labelClassName ?? "sr-only"}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) void chooseLocale(e.target.value);
        }}
        className={className}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
