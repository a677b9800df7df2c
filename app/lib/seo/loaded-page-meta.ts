import type { MetaDescriptor } from "react-router";
import { type TextArea, type TextAreas, textsFromMatches } from "~/lib/i18n/texts";

/** The texts a meta function asked for, by area: `{ catalogue: ..., poolCard: ... }`. */
type MetaTexts<Areas extends readonly TextArea[]> = { [A in Areas[number]]: TextAreas[A] };

interface MetaArgsLike {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  loaderData: unknown;
}

/** The meta function's arguments once the route's loader has answered. */
type LoadedMetaArgs<Args extends MetaArgsLike> = Args & { loaderData: Exclude<Args["loaderData"], undefined> };

/**
 * A route's meta, built from the texts of the areas it names (in the page's language) and its loader data, or, when
 * the page's loaders did not deliver them, `whenMissing()`: nothing by default.
 *
 * React Router calls the meta function of the route whose error boundary shows a failure with that route's loader
 * data missing: on the first request when its loader threw (a 404), and on a client navigation whose data request
 * failed (an answer 500, the network down). `<Meta>` renders in the root layout, outside every error boundary, so a
 * meta function that threw there would replace the site's error page with React Router's bare "Application Error"
 * screen. Nothing is the right answer: a route's meta replaces its parents', and the error boundary names the page
 * with its own `<title>`, in the page's language.
 */
export function loadedPageMeta<Args extends MetaArgsLike, const Areas extends readonly TextArea[]>(
  args: Args,
  areas: Areas,
  build: (texts: MetaTexts<Areas>, loaded: LoadedMetaArgs<Args>) => MetaDescriptor[],
  whenMissing: () => MetaDescriptor[] = () => [],
): MetaDescriptor[] {
  if (args.loaderData === undefined) return whenMissing();
  const texts: Partial<Record<TextArea, unknown>> = {};
  for (const area of areas) {
    const found = textsFromMatches(args.matches, area);
    if (!found) return whenMissing();
    texts[area] = found;
  }
  return build(texts as MetaTexts<Areas>, args as LoadedMetaArgs<Args>);
}
