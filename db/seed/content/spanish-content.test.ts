import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog.ts";
import { blogPostsSpanish } from "./blog-spanish.ts";
import { landingPages } from "./landing-pages.ts";
import { landingPagesSpanish } from "./landing-pages-spanish.ts";

/** The tags of an HTML text in order ("p", "/p", "a"...): a translation changes the words, not the structure. */
const tagSequence = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());

/** The site addresses an HTML text links to. */
const siteLinks = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);

/** The English address a Spanish link stands for ("/es/pools" → "/pools"). */
const englishAddress = (href: string) => (href === "/es" ? "/" : href.replace(/^\/es(?=[/?#])/, ""));

describe("the seeded content in Spanish", () => {
  it("has every blog post in Spanish, tags and all, with the English article's structure and links", () => {
    for (const post of blogPosts) {
      const spanish = blogPostsSpanish[post.slug];
      expect(spanish, post.slug).toBeDefined();
      expect(tagSequence(spanish!.contentEs), post.slug).toEqual(tagSequence(post.content));
      expect(spanish!.tagsEs, post.slug).toHaveLength(post.tags.length);
      // Links lead to the Spanish pages, the same pages as the English article's.
      const links = siteLinks(spanish!.contentEs);
      expect(links.filter((href) => !href.startsWith("/es")), post.slug).toEqual([]);
      expect(links.map(englishAddress), post.slug).toEqual(siteLinks(post.content));
    }
    expect(Object.keys(blogPostsSpanish).sort()).toEqual(blogPosts.map((post) => post.slug).sort());
  });

  it("has every landing page in Spanish, with the English page's structure and links", () => {
    for (const page of landingPages) {
      const spanish = landingPagesSpanish[page.slug];
      expect(spanish, page.slug).toBeDefined();
      if (page.contentType === "page") {
        expect(spanish!.contentEs, page.slug).toBeNull();
        continue;
      }
      expect(tagSequence(spanish!.contentEs!), page.slug).toEqual(tagSequence(page.content));
      const links = siteLinks(spanish!.contentEs!);
      expect(links.filter((href) => !href.startsWith("/es")), page.slug).toEqual([]);
      expect(links.map(englishAddress), page.slug).toEqual(siteLinks(page.content));
    }
  });

  it("keeps titles and descriptions within what search results show", () => {
    const entries = [...Object.values(blogPostsSpanish), ...Object.values(landingPagesSpanish)];
    for (const { metaTitleEs, metaDescriptionEs } of entries) {
      expect(metaTitleEs.length, metaTitleEs).toBeLessThanOrEqual(60);
      expect(metaDescriptionEs.length, metaDescriptionEs).toBeLessThanOrEqual(160);
    }
  });
});
