import { isRouteErrorResponse, useMatches, useRouteError } from "react-router";
import type { Locale } from "~/lib/i18n/locale";
import { type TextAreas, textsFromMatches } from "~/lib/i18n/texts";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * The texts last shown in each language, kept in the browser only (on the server a module is shared by every
 * request): a move to another page of the list whose data request failed outright brings no texts, and the page
 * that was on screen had them.
 */
const shownInBrowser = new Map<Locale, TextAreas["blog"]>();

/**
 * The blog's texts in the page's language: from the page's loader, or, when the list could not be loaded, from the
 * error the loader threw (an error page has no loader data, and it too is in the page's language), or from the
 * page shown before.
 */
export function useBlogTexts(): TextAreas["blog"] {
  const matches = useMatches();
  const error = useRouteError();
  const locale = useLocale();
  const inBrowser = typeof document !== "undefined";
  const fromError = isRouteErrorResponse(error)
    ? (error.data as { texts?: { blog?: TextAreas["blog"] } } | null)?.texts?.blog
    : undefined;
  const texts = textsFromMatches(matches, "blog") ?? fromError ?? (inBrowser ? shownInBrowser.get(locale) : undefined);
  if (!texts) throw new Error('No loader of this page sends the "blog" texts');
  if (inBrowser) shownInBrowser.set(locale, texts);
  return texts;
}
