// How a page gets its words in its language (decision 047). Each area of the site writes its texts once per
// language in app/content/texts/<area>.server.ts with defineTexts(); a loader sends the current language's texts of
// the areas its page shows (pickTexts), and components read them with useTexts(area). Neither language's
// dictionary is ever bundled into the browser's JavaScript: the `.server` name makes the build refuse it.
import { type UIMatch, useMatches } from "react-router";
import type { Locale } from "./locale";

/**
 * One entry per area, added by the area's text module:
 *
 *   declare module "~/lib/i18n/texts" { interface TextAreas { catalogue: typeof en } }
 *
 * so that useTexts("catalogue") is typed by the English texts, and the Spanish ones must have the same shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the text modules
export interface TextAreas {}

export type TextArea = keyof TextAreas;

/** An area's texts in both languages. */
export interface AreaTexts<A extends TextArea> {
  readonly area: A;
  readonly en: TextAreas[A];
  readonly es: TextAreas[A];
}

/** An area's texts: `es` must have exactly the keys of `en` (TypeScript) and the same placeholders (texts.test.ts). */
export function defineTexts<A extends TextArea>(area: A, texts: { en: TextAreas[A]; es: TextAreas[A] }): AreaTexts<A> {
  return { area, ...texts };
}

type PickedTexts<T extends readonly AreaTexts<TextArea>[]> = { [Entry in T[number] as Entry["area"]]: Entry["en"] };

/** For a loader: `{ texts: pickTexts(locale, catalogueTexts, poolCardTexts) }`, only the page's language. */
export function pickTexts<const T extends readonly AreaTexts<TextArea>[]>(locale: Locale, ...areas: T): PickedTexts<T> {
  const picked: Record<string, unknown> = {};
  for (const entry of areas) picked[entry.area] = entry[locale];
  return picked as PickedTexts<T>;
}

interface MatchWithTexts {
  loaderData?: unknown;
}

function textsIn(match: MatchWithTexts | undefined): Record<string, unknown> | undefined {
  const data = match?.loaderData as { texts?: Record<string, unknown> } | null | undefined;
  return data && typeof data === "object" ? data.texts : undefined;
}

/**
 * An area's texts from the matched routes' loaders, the deepest route first; undefined when no loader sent them (a
 * meta function reads them through loadedPageMeta, which handles that: a failed loader sends nothing).
 */
export function textsFromMatches<A extends TextArea>(
  matches: readonly (MatchWithTexts | undefined)[],
  area: A,
): TextAreas[A] | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const texts = textsIn(matches[index])?.[area];
    if (texts) return texts as TextAreas[A];
  }
  return undefined;
}

/** An area's texts, in the page's language, as the page's loaders sent them. */
export function useTexts<A extends TextArea>(area: A): TextAreas[A] {
  const texts = textsFromMatches(useMatches() as UIMatch[], area);
  if (!texts) throw new Error(`No loader of this page sends the "${area}" texts`);
  return texts;
}
