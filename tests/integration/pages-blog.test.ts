import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "#db/schema/index.ts";
import { readingTimeMinutes } from "~/lib/blog/reading-time";
import { listPublishedPosts } from "~/models/blog.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { get, getJson, htmlPage } from "../support/http.ts";
import { decodeHtml as decode, visibleText as text, hrefs, jsonLd } from "../support/html.ts";
import { rememberRow } from "../support/restore-rows.ts";

const SITE = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;

const canonical = (html: string) => decode(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "");

/** Slugs of the post links in the article list (featured and grid; the sidebar repeats some). */
const postSlugs = (html: string) => [
  ...new Set(
    hrefs(html)
      .filter((href) => href.startsWith("/blog/"))
      .map((href) => href.slice("/blog/".length)),
  ),
];

async function expectedSlugs(query: { page?: number; category?: string; author?: string; search?: string }) {
  const { db } = await getTestApp();
  const result = await listPublishedPosts(db, { page: 1, limit: 9, ...query });
  return { ...result, slugs: result.posts.map((p) => p.slug) };
}

const TEST_SLUGS = {
  draft: "blog-page-test-draft",
  future: "blog-page-test-future",
  due: "blog-page-test-due",
  hostile: "blog-page-test-hostile",
  undated: "blog-page-test-undated",
};

describe("blog pages", () => {
  beforeAll(async () => {
    const { db } = await getTestApp();
    const [category] = await db.select().from(blogCategories).where(eq(blogCategories.slug, "installation"));
    await db.insert(blogPosts).values([
      { title: "Draft test post", slug: TEST_SLUGS.draft, content: "<p>Not yet.</p>", status: "draft" },
      {
        title: "Future test post",
        slug: TEST_SLUGS.future,
        content: "<p>Later.</p>",
        status: "scheduled",
        scheduledFor: new Date(Date.now() + DAY),
      },
      {
        title: "Due scheduled test post",
        slug: TEST_SLUGS.due,
        content: "<p>Its time has come.</p>",
        status: "scheduled",
        scheduledFor: new Date(Date.now() - 2 * DAY),
        categoryId: category!.id,
      },
      {
        title: "Hostile markup test post",
        slug: TEST_SLUGS.hostile,
        content:
          '<p>Safe words.</p><script>window.__pwned = "blog-xss"</script><p onclick="window.__clicked=1">Click</p>' +
          '<a href="javascript:alert(1)">bad link</a><img src="x" onerror="window.__img=1"><iframe src="https://evil.example"></iframe>',
        status: "published",
        publishedAt: new Date("2026-01-02T12:00:00Z"),
      },
      {
        title: "Undated test post",
        slug: TEST_SLUGS.undated,
        content: "<p>No date on this one.</p>",
        status: "published",
        publishedAt: null,
        author: "Blog Test Author",
      },
    ]);
  });

  afterAll(async () => {
    const { db } = await getTestApp();
    await db.delete(blogPosts).where(inArray(blogPosts.slug, Object.values(TEST_SLUGS)));
  });

  describe("/blog", () => {
    it("renders the hero, filters, featured post, grid, pagination, sidebar and closing call to action", async () => {
      const html = await htmlPage("/blog");
      const body = text(html);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]*\| Florida Fiberglass Pools<\/title>/);
      expect(canonical(html)).toBe(`${SITE}/blog`);

      const expected = await expectedSlugs({});
      expect(expected.total).toBeGreaterThan(9);
      expect(postSlugs(html)).toEqual(expected.slugs);
      expect(body).toContain("Featured");
      expect(body).toContain(`Showing 1-9 of ${expected.total} articles`);

      // A GET form: search, category and author, each labelled, with a submit button and Clear.
      const searchForm = html.match(/<form[^>]*role="search"[^>]*>/)?.[0] ?? "";
      expect(searchForm).toContain('method="get"');
      expect(searchForm).toContain('action="/blog"');
      for (const name of ["search", "category", "author"]) expect(html).toContain(`name="${name}"`);
      for (const label of ["Search articles", "Category", "Author", "All categories", "All authors", "Clear"]) {
        expect(body).toContain(label);
      }

      // Pagination: page 1 current, a link to page 2 and Next.
      expect(html).toMatch(/aria-current="page"[^>]*>.*?Page(<!-- -->)? <\/span>1/);
      expect(hrefs(html)).toContain("/blog?page=2");

      // Sidebar.
      expect(body).toContain("Email address");
      expect(body).toContain("Subscribe");
      expect(body).toContain("Popular Posts");
      const popular = html.slice(html.indexOf("popular-posts-title"), html.indexOf("quick-resources-title"));
      expect(postSlugs(popular)).toEqual(expected.slugs.slice(0, 3));
      expect(body).toContain("Quick Resources");
      const links = hrefs(html);
      expect(links).toContain("/resources");
      expect(links).toContain("/downloads/warranty-overview.pdf");
      expect(links).toContain("/installation");
      expect(links).toContain("/estimate?sourcePage=blog");
      expect(html).toContain('aria-labelledby="closing-cta"');
    });

    it("describes the page's first posts as Blog structured data", async () => {
      const html = await htmlPage("/blog");
      const blog = jsonLd(html).find((entry) => entry["@type"] === "Blog") as
        { blogPost: { headline: string; url: string }[]; publisher: { name: string } } | undefined;
      expect(blog).toBeDefined();
      const expected = await expectedSlugs({});
      expect(blog!.blogPost.length).toBe(Math.min(10, expected.posts.length));
      expect(blog!.blogPost.map((p) => p.url)).toEqual(expected.slugs.map((slug) => `${SITE}/blog/${slug}`));
      expect(blog!.publisher.name).toBe(seededCompany.name);
    });

    it("serves page 2 with its own posts and canonical URL", async () => {
      const html = await htmlPage("/blog?page=2");
      const expected = await expectedSlugs({ page: 2 });
      expect(expected.posts.length).toBeGreaterThan(0);
      expect(postSlugs(html)).toEqual(expected.slugs);
      expect(canonical(html)).toBe(`${SITE}/blog?page=2`);
      expect(html).toMatch(/aria-current="page"[^>]*>.*?Page(<!-- -->)? <\/span>2/);
      expect(hrefs(html)).toContain("/blog");
      expect(text(html)).toContain(`Showing 10-`);
    });

    it("filters by category slug, author and search on the server", async () => {
      const byCategory = await htmlPage("/blog?category=installation");
      const category = await expectedSlugs({ category: "installation" });
      expect(category.slugs).toContain(TEST_SLUGS.due);
      expect(postSlugs(byCategory)).toEqual(category.slugs);
      expect(byCategory).toMatch(/<option value="installation" selected="">Installation<\/option>/);
      expect(text(byCategory)).toContain("Search results");

      const byAuthor = await htmlPage("/blog?author=Financing+Desk");
      const author = await expectedSlugs({ author: "Financing Desk" });
      expect(author.posts.length).toBeGreaterThan(0);
      expect(postSlugs(byAuthor)).toEqual(author.slugs);

      const bySearch = await htmlPage("/blog?search=hurricane");
      const search = await expectedSlugs({ search: "hurricane" });
      expect(search.slugs).toContain("hurricane-season-pool-preparation-fiberglass");
      expect(postSlugs(bySearch)).toEqual(search.slugs);
      expect(bySearch).toMatch(/name="search"[^>]*value="hurricane"|value="hurricane"[^>]*name="search"/);
      // Page links keep the filter.
      const combined = await htmlPage("/blog?search=pool&page=2");
      expect(hrefs(combined)).toContain("/blog?search=pool");
    });

    it("shows the empty state when nothing matches", async () => {
      const html = await htmlPage("/blog?search=zzqqxxnothing");
      const body = text(html);
      expect(body).toContain("No articles found");
      expect(body).toContain("Try adjusting your filters or search terms");
      expect(body).toContain("Clear All Filters");
      expect(postSlugs(html)).toEqual([]);
      // Not shown (the words travel with the page's texts, for when it is).
      expect(body).not.toContain("Popular Posts");
    });

    it.each(["page=abc", "page=-1", "page=0", "page=2.5", "page=", "page=999999999999999999999999"])(
      "reads %s as page 1",
      async (query) => {
        const html = await htmlPage(`/blog?${query}`);
        expect(postSlugs(html)).toEqual((await expectedSlugs({})).slugs);
      },
    );

    it("shows the last page for a page past the end", async () => {
      const last = await expectedSlugs({});
      const html = await htmlPage("/blog?page=99999");
      const expected = await expectedSlugs({ page: last.totalPages });
      expect(postSlugs(html)).toEqual(expected.slugs);
      expect(canonical(html)).toBe(`${SITE}/blog?page=${last.totalPages}`);
    });

    it("ignores unusable filter values instead of failing", async () => {
      for (const query of ["search=%00", "category=%07x", `search=${"a".repeat(500)}`, "author=&category=&search="]) {
        const response = await get(`/blog?${query}`);
        expect(response.status, query).toBe(200);
      }
    });

    it("serves the same list at /blog-database with /blog as canonical", async () => {
      const html = await htmlPage("/blog-database");
      expect(canonical(html)).toBe(`${SITE}/blog`);
      expect(postSlugs(html)).toEqual((await expectedSlugs({})).slugs);
    });

    it("shows 'Recently Published' for a post without a date", async () => {
      const html = await htmlPage("/blog?author=Blog+Test+Author");
      expect(postSlugs(html)).toEqual([TEST_SLUGS.undated]);
      expect(text(html)).toContain("Recently Published");
    });

    it("lists a scheduled post once its time has come, never a draft or a future post", async () => {
      const { slugs } = await expectedSlugs({ page: 1 });
      const all = await htmlPage("/blog?search=test+post");
      expect(postSlugs(all)).toContain(TEST_SLUGS.due);
      for (const hidden of [TEST_SLUGS.draft, TEST_SLUGS.future]) {
        expect(postSlugs(all)).not.toContain(hidden);
        expect(slugs).not.toContain(hidden);
      }
    });
  });

  describe("/blog/:slug", () => {
    it("renders the article with its facts, BlogPosting JSON-LD, Open Graph article and related posts", async () => {
      const { db } = await getTestApp();
      const slug = "fiberglass-vs-concrete-pools-florida";
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      const html = await htmlPage(`/blog/${slug}`);
      const body = text(html);

      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!)).toBe(post!.title);
      expect(canonical(html)).toBe(`${SITE}/blog/${slug}`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(body).toContain("Buying Guides");
      expect(body).toContain(post!.author!);
      expect(body).toContain("January 12, 2026");
      expect(body).toContain(`${readingTimeMinutes(post!.content)} min read`);
      for (const tag of post!.tags) expect(body).toContain(tag);
      // The stored HTML is in the page: headings, the table and the links.
      expect(html).toMatch(/<h2 id="section-[^"]+">How Florida Changes the Comparison<\/h2>/);
      expect(html).toContain("<table>");
      expect(hrefs(html)).toContain("/blog/fiberglass-pool-installation-day-by-day");
      expect(hrefs(html)).toContain("/estimate?sourcePage=blog");
      expect(body).toContain("Related articles");
      expect(html).toContain('aria-labelledby="closing-cta"');

      const posting = jsonLd(html).find((entry) => entry["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: post!.title,
        datePublished: "2026-01-12T14:00:00.000Z",
        dateModified: post!.updatedAt.toISOString(),
        author: { name: post!.author },
        publisher: { "@type": "Organization", name: seededCompany.name },
        mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/blog/${slug}` },
      });
      expect(jsonLd(html).some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);
    });

    it("gives every published post's BlogPosting its og:image, author, dates and publisher logo", async () => {
      const { db } = await getTestApp();
      const posts = (await listPublishedPosts(db, { page: 1, limit: 1000 })).posts;
      expect(posts.length).toBeGreaterThan(0);
      for (const { slug, publishedAt } of posts) {
        const html = await htmlPage(`/blog/${slug}`);
        const posting = jsonLd(html).find((entry) => entry["@type"] === "BlogPosting") as Record<string, unknown>;
        const ogImage = decode(html.match(/<meta property="og:image" content="([^"]+)"/)![1]!);
        expect(posting.image, slug).toBe(ogImage);
        expect(ogImage, slug).toMatch(/^https?:\/\//);
        const image = await get(new URL(ogImage).pathname);
        expect(image.status, ogImage).toBe(200);
        expect(image.headers.get("content-type"), ogImage).toMatch(/^image\//);
        // A post without a date (shown as "Recently Published") leaves its dates out rather than invent them.
        const dates = publishedAt ? { datePublished: expect.any(String), dateModified: expect.any(String) } : {};
        expect(posting, slug).toMatchObject({
          headline: expect.any(String),
          ...dates,
          author: { name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) },
          publisher: { logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg` } },
        });
      }
    });

    it("lists related posts from the same category first", async () => {
      const html = await htmlPage("/blog/fiberglass-vs-concrete-pools-florida");
      const related = html.slice(
        html.indexOf('id="related-posts-title"'),
        html.indexOf('aria-labelledby="closing-cta"'),
      );
      const slugs = postSlugs(related);
      expect(slugs).toHaveLength(3);
      expect(slugs).not.toContain("fiberglass-vs-concrete-pools-florida");
      const { db } = await getTestApp();
      const rows = await db.select().from(blogPosts).where(inArray(blogPosts.slug, slugs));
      const [buying] = await db.select().from(blogCategories).where(eq(blogCategories.slug, "buying-guides"));
      expect(rows.every((row) => row.categoryId === buying!.id)).toBe(true);
    });

    it("renders stored HTML only after sanitising: no script, handler, javascript: URL or iframe", async () => {
      const html = await htmlPage(`/blog/${TEST_SLUGS.hostile}`);
      expect(html).toContain("Safe words.");
      expect(html).not.toContain("blog-xss");
      expect(html).not.toContain("__clicked");
      expect(html).not.toContain("onerror");
      expect(html).not.toContain("javascript:alert");
      expect(html).not.toContain("evil.example");
    });

    it("shows 'Recently Published' for a post without a date and leaves the date out of its JSON-LD", async () => {
      const html = await htmlPage(`/blog/${TEST_SLUGS.undated}`);
      expect(text(html)).toContain("Recently Published");
      const posting = jsonLd(html).find((entry) => entry["@type"] === "BlogPosting");
      expect(posting).not.toHaveProperty("datePublished");
    });

    it("shows a scheduled post whose time has come", async () => {
      const html = await htmlPage(`/blog/${TEST_SLUGS.due}`);
      expect(text(html)).toContain("Due scheduled test post");
    });

    it.each([
      ["a draft", TEST_SLUGS.draft],
      ["a scheduled post not yet due", TEST_SLUGS.future],
      ["an unknown slug", "no-such-post"],
      ["a NUL byte", "%00"],
      ["an overlong slug", "a".repeat(300)],
    ])("answers a real 404 for %s", async (_, slug) => {
      const response = await get(`/blog/${slug}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("404 Page Not Found");
    });
  });

  describe("GET /api/blog with the page's filters", () => {
    it("pages 9 at a time by default and combines category, author and search", async () => {
      const { body } = await getJson<{ posts: { slug: string }[]; totalPages: number; total: number }>("/api/blog");
      expect(body.posts).toHaveLength(9);
      expect(body.totalPages).toBe(Math.ceil(body.total / 9));

      const combined = await getJson<{ posts: { slug: string; category: string; author: string }[] }>(
        "/api/blog?category=maintenance-care&author=Service+%26+Care+Team&search=hurricane",
      );
      expect(combined.body.posts.map((p) => p.slug)).toContain("hurricane-season-pool-preparation-fiberglass");
      for (const post of combined.body.posts) {
        expect(post).toMatchObject({ category: "Maintenance & Care", author: "Service & Care Team" });
      }
      const other = await getJson<{ posts: { category: string }[] }>("/api/blog?category=installation&search=pool");
      expect(other.body.posts.length).toBeGreaterThan(0);
      expect(other.body.posts.every((p) => p.category === "Installation")).toBe(true);
      const bySlug = await getJson<{ total: number }>("/api/blog?category=maintenance-care");
      const byName = await getJson<{ total: number }>("/api/blog?category=Maintenance+%26+Care");
      expect(bySlug.body.total).toBe(byName.body.total);
    });
  });
});

describe("the Spanish blog's structured data", () => {
  const translated = "fiberglass-vs-concrete-pools-florida";
  type Crumb = { name: string; item: string };

  it("gives a Spanish article its Spanish tags and keywords, and names the sidebar's warranty download", async () => {
    const spanish = await htmlPage(`/es/blog/${translated}`);
    // The team byline in Spanish.
    expect(text(spanish)).toContain("Equipo editorial");
    expect(text(spanish)).not.toContain("Editorial Team");
    expect(text(spanish)).toContain("Etiquetas");
    expect(text(spanish)).toContain("guía de compra");
    expect(text(spanish)).not.toContain("buying guide");
    expect(spanish).toContain('<meta property="article:tag" content="guía de compra"/>');
    expect(spanish).not.toContain('content="buying guide"');
    expect(spanish).toMatch(/<meta name="keywords" content="fibra de vidrio, concreto, guía de compra, florida"/);
    const english = await htmlPage(`/blog/${translated}`);
    expect(english).toContain('property="article:tag"');
    expect(english).toMatch(/<meta name="keywords" content="[^"]*fiberglass/);
    const list = await htmlPage("/es/blog");
    expect(list).toMatch(/<meta name="keywords" content="blog de piscinas en Florida/);
    // The seeded warranty document has no Spanish title: it keeps its English one, marked as English.
    expect(list).toMatch(/<span class="[^"]*" lang="en">Warranty Overview<\/span>/);
    expect(await htmlPage("/blog")).toMatch(/<span class="[^"]*">Warranty Overview<\/span>/);
  });

  it("names /es/blog and its posts in Spanish, at their Spanish addresses", async () => {
    // The buying guides, so the post is among the ten the structured data lists.
    const blog = jsonLd(await htmlPage("/es/blog?category=buying-guides")).find(
      (entry) => entry["@type"] === "Blog",
    ) as {
      "@id": string;
      name: string;
      url: string;
      blogPost: { url: string; articleSection: string; author: { url: string }; keywords?: string }[];
    };
    expect(blog).toMatchObject({
      "@id": `${SITE}/es/blog#blog`,
      name: `Blog de ${seededCompany.name}`,
      url: `${SITE}/es/blog`,
    });
    const posting = blog.blogPost.find((post) => post.url === `${SITE}/es/blog/${translated}`);
    expect(posting).toMatchObject({
      articleSection: "Guías de compra",
      author: { url: `${SITE}/es/blog?author=Editorial+Team` },
    });
    expect(posting).toHaveProperty("keywords", "fibra de vidrio, concreto, guía de compra, florida");
    // The English blog is as it was.
    const english = jsonLd(await htmlPage("/blog")).find((entry) => entry["@type"] === "Blog") as typeof blog;
    expect(english).toMatchObject({
      "@id": `${SITE}/blog#blog`,
      name: `${seededCompany.name} Blog`,
      url: `${SITE}/blog`,
    });
    expect(
      jsonLd(await htmlPage(`/blog/${translated}`)).find((entry) => entry["@type"] === "BlogPosting"),
    ).toMatchObject({
      url: `${SITE}/blog/${translated}`,
      articleSection: "Buying Guides",
      keywords: expect.stringContaining("fiberglass"),
    });
  });

  it("gives a translated post its Spanish trail and addresses; an untranslated one its English article", async () => {
    const html = await htmlPage(`/es/blog/${translated}`);
    const posting = jsonLd(html).find((entry) => entry["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      url: `${SITE}/es/blog/${translated}`,
      articleSection: "Guías de compra",
      mainEntityOfPage: { "@id": `${SITE}/es/blog/${translated}` },
      isPartOf: { "@id": `${SITE}/es/blog#blog` },
    });
    const trail = (page: string) =>
      (jsonLd(page).find((entry) => entry["@type"] === "BreadcrumbList")!.itemListElement as Crumb[]).map(
        ({ name, item }) => [name, item],
      );
    expect(trail(html)).toEqual([
      ["Inicio", `${SITE}/es`],
      ["Blog de piscinas", `${SITE}/es/blog`],
      ["Piscinas de fibra de vidrio o de concreto en el clima de Florida", `${SITE}/es/blog/${translated}`],
    ]);
    expect(trail(await htmlPage(`/blog/${translated}`))).toEqual([
      ["Home", `${SITE}/`],
      ["Blog", `${SITE}/blog`],
      ["Fiberglass vs. Concrete Pools in Florida's Climate", `${SITE}/blog/${translated}`],
    ]);

    // A post without its Spanish version is English at its English address, its canonical; the trail to it Spanish.
    const { db } = await getTestApp();
    const englishOnlyPost = eq(blogPosts.slug, "florida-pool-permits-and-hoa-approval");
    const restore = await rememberRow(db, blogPosts, englishOnlyPost);
    try {
      await db.update(blogPosts).set({ titleEs: null, contentEs: null }).where(englishOnlyPost);
      const [untranslated] = await db
        .select({ slug: blogPosts.slug, title: blogPosts.title })
        .from(blogPosts)
        .where(englishOnlyPost);
      const englishOnly = await htmlPage(`/es/blog/${untranslated!.slug}`);
      expect(jsonLd(englishOnly).find((entry) => entry["@type"] === "BlogPosting")).toMatchObject({
        url: `${SITE}/blog/${untranslated!.slug}`,
      });
      expect(trail(englishOnly)).toEqual([
        ["Inicio", `${SITE}/es`],
        ["Blog de piscinas", `${SITE}/es/blog`],
        [untranslated!.title, `${SITE}/blog/${untranslated!.slug}`],
      ]);
    } finally {
      await restore();
    }
  });
});
