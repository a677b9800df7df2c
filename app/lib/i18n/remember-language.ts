import { languageCookie } from "./language-choice";
import type { Locale } from "./locale";

/** Remembers the visitor's choice of language for their next visit (in the browser, from a click). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = languageCookie(locale, window.location.protocol === "https:");
}
