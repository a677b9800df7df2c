import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts, landingPages, urlMappings } from "#db/schema/index.ts";
import { getTestApp } from "../setup/test-app.ts";
import { getJson, postJson } from "../support/http.ts";

interface BlogAnswer {
  posts: Record<string, unknown>[];
  currentPage: number;
  totalPages: number;
  total: number;
  filters: { categories: string[]; authors: string[] };
}

const HIDDEN_SLUGS = ["test-draft-post", "test-future-scheduled-post"];
const DUE_SLUG = "test-due-scheduled-post";

describe("GET /api/blog", () => {
  let publishedCount = 0;

  beforeAll(async () => {
    const { db } = await getTestApp();
    const [row] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "published"));
    publishedCount = row!.n;
    const day = 24 * 60 * 60 * 1000;
    await db.insert(blogPosts).values([
      { title: "Draft", slug: HIDDEN_SLUGS[0]!, content: "<p>draft</p>", status: "draft", author: "Nobody Visible" },
      {
        title: "Future",
        slug: HIDDEN_SLUGS[1]!,
        content: "<p>future</p>",
        status: "scheduled",
        scheduledFor: new Date(Date.now() + day),
      },
      {
        title: "Due scheduled post",
        slug: DUE_SLUG,
        content: "<p>due</p>",
        status: "scheduled",
        scheduledFor: new Date(Date.now() - day),
      },
    ]);
  });

  afterAll(async () => {
    const { db } = await getTestApp();
    await db.delete(blogPosts).where(inArray(blogPosts.slug, [...HIDDEN_SLUGS, DUE_SLUG]));
  });

  it("pages published posts 9 at a time with snake_case fields", async () => {
    const { response, body } = await getJson<BlogAnswer>("/api/blog?page=1&limit=9&status=published");
    expect(response.status).toBe(200);
    const total = publishedCount + 1; // the due scheduled post counts as published
    expect(body.total).toBe(total);
    expect(body.currentPage).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(total / 9));
    expect(body.posts).toHaveLength(Math.min(9, total));
    const post = body.posts[0]!;
    for (const field of [
      "id",
      "title",
      "slug",
      "excerpt",
      "cover_image",
      "category",
      "tags",
      "author",
      "published_at",
      "created_at",
      "updated_at",
    ]) {
      expect(post).toHaveProperty(field);
    }
    expect(post).not.toHaveProperty("publishedAt");
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("lists the newest first, includes a scheduled post whose time has come, and hides drafts and future posts", async () => {
    const { body } = await getJson<BlogAnswer>("/api/blog?limit=50");
    const slugs = body.posts.map((p) => p.slug);
    expect(slugs).toContain(DUE_SLUG);
    for (const hidden of HIDDEN_SLUGS) expect(slugs).not.toContain(hidden);
    const dates = body.posts.map((p) => Date.parse(String(p.published_at)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(body.filters.authors).not.toContain("Nobody Visible");
  });

  it("returns the second page", async () => {
    const first = await getJson<BlogAnswer>("/api/blog?page=1&limit=5");
    const second = await getJson<BlogAnswer>("/api/blog?page=2&limit=5");
    expect(second.body.currentPage).toBe(2);
    const firstSlugs = new Set(first.body.posts.map((p) => p.slug));
    expect(second.body.posts.some((p) => firstSlugs.has(p.slug))).toBe(false);
  });

  it("filters by category, author and search, and lists the filter values", async () => {
    const { body: all } = await getJson<BlogAnswer>("/api/blog?limit=50");
    expect(all.filters.categories.length).toBeGreaterThanOrEqual(3);
    expect(all.filters.authors.length).toBeGreaterThanOrEqual(1);

    const category = all.filters.categories[0]!;
    const { body: byCategory } = await getJson<BlogAnswer>(
      `/api/blog?limit=50&category=${encodeURIComponent(category)}`,
    );
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.posts.every((p) => p.category === category)).toBe(true);

    const author = all.filters.authors[0]!;
    const { body: byAuthor } = await getJson<BlogAnswer>(`/api/blog?limit=50&author=${encodeURIComponent(author)}`);
    expect(byAuthor.posts.every((p) => p.author === author)).toBe(true);

    const { db } = await getTestApp();
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.status, "published")).limit(1);
    const word = post!.title
      .split(" ")
      .find((w) => w.length > 5)!
      .toUpperCase();
    const { body: bySearch } = await getJson<BlogAnswer>(`/api/blog?limit=50&search=${encodeURIComponent(word)}`);
    expect(bySearch.posts.map((p) => p.slug)).toContain(post!.slug);
  });

  it("treats search wildcards and SQL as plain text", async () => {
    // As LIKE wildcards "1%0" and "1_0" would match "100" and "150"; as text they match nothing.
    for (const search of ["1%0", "1_0", "' OR '1'='1", "\\"]) {
      const { response, body } = await getJson<BlogAnswer>(`/api/blog?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(body.total).toBe(0);
    }
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=500", "limit"],
    ["status=draft", "status"],
    ["search=%00", "search"],
  ])("rejects %s with 400 naming the parameter", async (query, field) => {
    const { response, body } = await getJson<{ errors: Record<string, string> }>(`/api/blog?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("returns an empty page past the end", async () => {
    const { response, body } = await getJson<BlogAnswer>("/api/blog?page=99");
    expect(response.status).toBe(200);
    expect(body.posts).toEqual([]);
  });

  it("knows blog categories by slug as well", async () => {
    const { db } = await getTestApp();
    const [category] = await db.select().from(blogCategories).limit(1);
    const { body } = await getJson<BlogAnswer>(`/api/blog?category=${category!.slug}`);
    expect(body.total).toBeGreaterThan(0);
  });
});

describe("landing pages", () => {
  it("GET /api/landing-pages/:slug returns a published page", async () => {
    const { response, body } = await getJson<Record<string, unknown>>("/api/landing-pages/pool-services-tampa-fl");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      slug: "pool-services-tampa-fl",
      contentType: "html",
      status: "published",
      content: expect.stringContaining("<h2"),
      targetKeywords: expect.any(Array),
    });
  });

  it("answers 404 'Page not found' for drafts and unknown slugs", async () => {
    const { db } = await getTestApp();
    const [draft] = await db.select().from(landingPages).where(eq(landingPages.status, "draft")).limit(1);
    for (const slug of [draft!.slug, "no-such-page", "%00", "a".repeat(400)]) {
      const { response, body } = await getJson<{ message: string }>(`/api/landing-pages/${encodeURIComponent(slug)}`);
      expect(response.status).toBe(404);
      expect(body).toEqual({ message: "Page not found" });
    }
  });

  it("POST track-view counts one view; unknown slugs get 404", async () => {
    const { db } = await getTestApp();
    const slug = "pool-resurfacing-ocala-fl";
    const before = (await db.select().from(landingPages).where(eq(landingPages.slug, slug)))[0]!;
    const response = await postJson(`/api/landing-pages/${slug}/track-view`, "");
    expect(response.status).toBe(204);
    const after = (await db.select().from(landingPages).where(eq(landingPages.slug, slug)))[0]!;
    expect(after.views).toBe(before.views + 1);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());

    const missing = await postJson("/api/landing-pages/no-such-page/track-view", "");
    expect(missing.status).toBe(404);
    const app = await getTestApp();
    expect((await app.request(`/api/landing-pages/${slug}/track-view`)).status).toBe(405);
  });
});

describe("GET /api/url-mappings", () => {
  it("lists active mappings with the four public fields", async () => {
    const { response, body } = await getJson<Record<string, unknown>[]>("/api/url-mappings");
    expect(response.status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const mapping of body) {
      expect(Object.keys(mapping).sort()).toEqual(["legacyUrl", "metaDescription", "metaTitle", "targetPage"]);
    }
  });

  it("leaves inactive mappings out", async () => {
    const { db } = await getTestApp();
    const [mapping] = await db.select().from(urlMappings).limit(1);
    await db.update(urlMappings).set({ isActive: false }).where(eq(urlMappings.id, mapping!.id));
    try {
      const { body } = await getJson<{ legacyUrl: string }[]>("/api/url-mappings");
      expect(body.map((m) => m.legacyUrl)).not.toContain(mapping!.legacyUrl);
    } finally {
      await db.update(urlMappings).set({ isActive: true }).where(eq(urlMappings.id, mapping!.id));
    }
  });
});
