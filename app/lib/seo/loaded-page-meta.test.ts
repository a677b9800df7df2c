import { describe, expect, it } from "vitest";
import { poolCardTexts } from "~/content/texts/pool-card.server";
import { shellTexts } from "~/content/texts/shell.server";
import { pickTexts } from "~/lib/i18n/texts";
import { loadedPageMeta } from "./loaded-page-meta";

/** The matches of a Spanish page: the layout sends the shell's texts, the page its own data. */
function spanishPage(pageData: { name: string; texts?: object } | undefined) {
  return {
    matches: [
      { id: "root", pathname: "/es", loaderData: { siteUrl: "https://pools.example.com" } },
      { id: "routes/site/layout", pathname: "/es", loaderData: { texts: pickTexts("es", shellTexts) } },
      { id: "routes/site/page", pathname: "/es/page", loaderData: pageData },
    ],
    loaderData: pageData,
  };
}

describe("loadedPageMeta", () => {
  it("builds the meta from the texts of every area asked for, in the page's language, and the loader data", () => {
    const args = spanishPage({ name: "Caribe", texts: pickTexts("es", poolCardTexts) });
    const meta = loadedPageMeta(args, ["shell", "poolCard"], ({ shell, poolCard }, { loaderData }) => [
      { title: `${loaderData.name}: ${poolCard.crumbs.pools}` },
      { name: "description", content: shell.errors.notFoundTitle },
    ]);
    expect(meta).toEqual([
      { title: `Caribe: ${poolCardTexts.es.crumbs.pools}` },
      { name: "description", content: shellTexts.es.errors.notFoundTitle },
    ]);
  });

  it("takes an area from the deepest route that sent it", () => {
    const args = spanishPage({ name: "Caribe", texts: pickTexts("en", shellTexts) });
    expect(loadedPageMeta(args, ["shell"], ({ shell }) => [{ title: shell.skipToContent }])).toEqual([
      { title: shellTexts.en.skipToContent },
    ]);
  });

  it("adds nothing when the page's loader failed, so the error boundary's own title stands", () => {
    const meta = loadedPageMeta(spanishPage(undefined), ["shell"], () => [{ title: "never built" }]);
    expect(meta).toEqual([]);
  });

  it("adds nothing when a loader did not send an area it asks for", () => {
    const meta = loadedPageMeta(spanishPage({ name: "Caribe" }), ["shell", "poolCard"], () => [{ title: "x" }]);
    expect(meta).toEqual([]);
  });

  it("gives the route's own answer for a failed page when it has one", () => {
    const args = spanishPage(undefined);
    const meta = loadedPageMeta(
      args,
      [],
      () => [{ title: "never built" }],
      () => [{ name: "robots", content: "noindex" }],
    );
    expect(meta).toEqual([{ name: "robots", content: "noindex" }]);
  });

  it("needs no texts to build from the loader data alone", () => {
    const meta = loadedPageMeta(spanishPage({ name: "Caribe" }), [], (_texts, { loaderData }) => [
      { title: loaderData.name },
    ]);
    expect(meta).toEqual([{ title: "Caribe" }]);
  });
});
