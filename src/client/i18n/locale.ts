import { atom, useAtomValue } from "jotai";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";

/**
 * The language the app speaks now. Everything that prints text, numbers or dates reads it through
 * useLocale() (or appStore.get(localeAtom) outside React), so a switch re-renders in place.
 */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}
