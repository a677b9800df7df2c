import { describe, expect, it } from "vitest";
import { seededCompany } from "../../../tests/support/company";
import { blogBreadcrumbJsonLd, blogJsonLd, blogPostingJsonLd } from "./blog-structured-data";

const SITE = "https://pools.example.com";

const post = (i: number) => ({
  title: `Post ${i}`,
  slug: `post-${i}`,
  excerpt: `About ${i}`,
  category: "Installation",
  tags: ["a", "b"],
  author: "Editorial Team",
  publishedAt: "2026-01-12T14:00:00.000Z",
  updatedAt: "2026-01-13T14:00:00.000Z",
});

describe("blogJsonLd", () => {
  it("lists at most the first 10 posts with their URLs", () => {
    const data = blogJsonLd(
      seededCompany,
      Array.from({ length: 12 }, (_, i) => post(i)),
      SITE,
      { locale: "en", name: "Pools Blog", description: "Guides", teamNames: {} },
    );
    expect(data["@type"]).toBe("Blog");
    expect(data.url).toBe(`${SITE}/blog`);
    expect(data.blogPost).toHaveLength(10);
    expect(data.blogPost[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "Post 0",
      url: `${SITE}/blog/post-0`,
      datePublished: "2026-01-12T14:00:00.000Z",
    });
  });
});

describe("blogPostingJsonLd", () => {
  it("has headline, dates, author, the company as publisher and the page it is", () => {
    const data = blogPostingJsonLd(seededCompany, { ...post(1), coverImage: "/images/x.jpg" }, SITE);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Post 1",
      datePublished: "2026-01-12T14:00:00.000Z",
      dateModified: "2026-01-13T14:00:00.000Z",
      author: { "@type": "Organization", name: "Editorial Team", url: `${SITE}/blog?author=Editorial+Team` },
      publisher: { "@type": "Organization", name: seededCompany.name },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/blog/post-1` },
      image: `${SITE}/images/x.jpg`,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("names a person as a Person, and the company when there is no author", () => {
    expect(blogPostingJsonLd(seededCompany, { ...post(1), author: "Maria Lopez" }, SITE).author).toEqual({
      "@type": "Person",
      name: "Maria Lopez",
      url: `${SITE}/blog?author=Maria+Lopez`,
    });
    expect(blogPostingJsonLd(seededCompany, { ...post(1), author: null }, SITE).author).toMatchObject({
      name: seededCompany.name,
    });
  });

  it("names the site's default picture, as og:image does, for a post without a cover", () => {
    expect(blogPostingJsonLd(seededCompany, { ...post(1), coverImage: null }, SITE).image).toBe(
      `${SITE}/images/og-default.png`,
    );
  });

  it("leaves out a date it does not know", () => {
    const data = blogPostingJsonLd(seededCompany, { ...post(1), publishedAt: null, updatedAt: "bad" }, SITE);
    expect(data).not.toHaveProperty("datePublished");
    expect(data).not.toHaveProperty("dateModified");
  });
});

describe("blogBreadcrumbJsonLd", () => {
  it("goes Home, Blog, post", () => {
    const data = blogBreadcrumbJsonLd(post(2), SITE, { home: "Home", blog: "Blog", locale: "en", postLocale: "en" });
    expect(data.itemListElement.map((i) => i.item)).toEqual([`${SITE}/`, `${SITE}/blog`, `${SITE}/blog/post-2`]);
  });

  it("names the Spanish page's trail in its words at its addresses; an English post at the English one", () => {
    const words = { home: "Inicio", blog: "Blog de piscinas", locale: "es" as const };
    const spanish = blogBreadcrumbJsonLd(post(2), SITE, { ...words, postLocale: "es" });
    expect(spanish.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ["Inicio", `${SITE}/es`],
      ["Blog de piscinas", `${SITE}/es/blog`],
      ["Post 2", `${SITE}/es/blog/post-2`],
    ]);
    const english = blogBreadcrumbJsonLd(post(2), SITE, { ...words, postLocale: "en" });
    expect(english.itemListElement.at(-1)!.item).toBe(`${SITE}/blog/post-2`);
  });
});

describe("the Spanish blog's structured data", () => {
  it("is at the Spanish addresses, in the page's words, with the tags of the post's Spanish version", () => {
    const spanishPost = { ...post(1), category: "Instalación", tags: ["instalación", "grúa"] };
    const data = blogJsonLd(seededCompany, [spanishPost], SITE, {
      locale: "es",
      name: "Blog de Pools",
      description: "Guías",
      teamNames: { "Editorial Team": "Equipo editorial" },
    });
    expect(data).toMatchObject({ "@id": `${SITE}/es/blog#blog`, url: `${SITE}/es/blog`, name: "Blog de Pools" });
    expect(data.blogPost[0]).toMatchObject({
      url: `${SITE}/es/blog/post-1`,
      articleSection: "Instalación",
      // The team byline in Spanish; its filter address keeps the stored name.
      author: { name: "Equipo editorial", url: `${SITE}/es/blog?author=Editorial+Team` },
    });
    expect(data.blogPost[0]).toHaveProperty("keywords", "instalación, grúa");
    const posting = blogPostingJsonLd(seededCompany, post(1), SITE, "es");
    expect(posting).toMatchObject({
      mainEntityOfPage: { "@id": `${SITE}/es/blog/post-1` },
      isPartOf: { "@id": `${SITE}/es/blog#blog` },
    });
  });
});
