import { useCallback } from "react";
import { useLocation } from "react-router";
import { type Locale, localeFromPath, localizedPath } from "./locale";

/** The language of the page on screen, from its address. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A function that writes a site address in the page's language: `const to = useLocalePath(); to("/pools")`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
