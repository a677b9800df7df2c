import { isRouteErrorResponse, useMatches, useRouteError } from "react-router";
import { type TextAreas, textsFromMatches } from "~/lib/i18n/texts";

/**
 * The blog's texts in the page's language: from the page's loader, or, when the list could not be loaded, from the
 * error the loader threw (an error page has no loader data, and it too is in the page's language).
 */
export function useBlogTexts(): TextAreas["blog"] {
  const matches = useMatches();
  const error = useRouteError();
  const fromError = isRouteErrorResponse(error)
    ? (error.data as { texts?: { blog?: TextAreas["blog"] } } | null)?.texts?.blog
    : undefined;
  const texts = textsFromMatches(matches, "blog") ?? fromError;
  if (!texts) throw new Error('No loader of this page sends the "blog" texts');
  return texts;
}
