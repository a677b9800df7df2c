import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogCategories, blogPosts } from "#db/schema/index.ts";
import { officeDateTimeLocalValue } from "~/lib/blog/blog-schedule";
import { BLOG_CATEGORY_MESSAGES } from "~/lib/schemas/blog-category";
import { BLOG_POST_MESSAGES } from "~/lib/schemas/blog-post";
import { listSitemapEntries } from "~/models/sitemap.server";
import { listBlogPostsForAdmin } from "~/models/admin-blog.server";
import { getPublishedPostBySlug, listPublishedPosts } from "~/models/blog.server";
import { getTestApp } from "../setup/test-app.ts";
import { getJson } from "../support/http.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff write the blog at /admin/blog. Every post made here has a slug starting with PREFIX and every
// category a name starting with CATEGORY_PREFIX; both are removed after each test, so the public blog
// tests sharing this worker's database see the seeded posts only.

const PREFIX = "zz-test-post";
const CATEGORY_PREFIX = "Zz Test Category";
const LIST = "/admin/blog";
const HOUR = 60 * 60 * 1000;

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  vi.useRealTimers();
  const { db } = await getTestApp();
  await db.delete(blogPosts).where(like(blogPosts.slug, `${PREFIX}%`));
  await db.delete(blogCategories).where(like(blogCategories.name, `${CATEGORY_PREFIX}%`));
});

let counter = 0;
function postFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    title: `Test post ${counter}: keeping a pool blue`,
    slug: `${PREFIX}-${counter}`,
    excerpt: "Made by a test.",
    content: "First paragraph about pools.\n\nSecond paragraph.",
    coverImage: "",
    categoryId: "",
    tags: "test, pools",
    author: "Test Desk",
    status: "draft",
    scheduledFor: "",
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}

async function rowBySlug(slug: string) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row ?? null;
}

async function testPostCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(blogPosts)
      .where(like(blogPosts.slug, `${PREFIX}%`))
  ).length;
}

async function createPost(overrides: Record<string, string> = {}) {
  const fields = postFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status, await response.clone().text()).toBe(302);
  const row = await rowBySlug(fields.slug);
  if (!row) throw new Error(`no post ${fields.slug}`);
  return { fields, row };
}

function updatePost(id: number, fields: Record<string, string>) {
  return staffPost(`${LIST}/${id}`, staff.operations.cookie, { ...fields, intent: "update" });
}

async function publicStatus(path: string) {
  const app = await getTestApp();
  return (await app.request(path)).status;
}

async function publicHtml(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return pageText(response);
}

/** Whether the post is public everywhere the blog shows it (list, page, sitemap, /api/blog), all agreeing. */
async function publicEverywhere(slug: string, title: string) {
  const [page, list, sitemap, api] = await Promise.all([
    publicStatus(`/blog/${slug}`),
    publicHtml(`/blog?search=${encodeURIComponent(title)}`),
    publicHtml("/sitemap.xml"),
    getJson<{ posts: { slug: string }[] }>(`/api/blog?limit=50&search=${encodeURIComponent(title)}`),
  ]);
  const seen = [
    page === 200,
    list.includes(`href="/blog/${slug}"`),
    sitemap.includes(`/blog/${slug}</loc>`),
    api.body.posts.some((post) => post.slug === slug),
  ];
  expect(new Set(seen).size, `list, page, sitemap and /api/blog disagree: ${seen.join(", ")}`).toBe(1);
  return seen[0]!;
}

describe("blog posts list", () => {
  it("lists the seeded posts, searches and filters by status", async () => {
    const all = await pageText(await staffRequest(LIST, staff.operations.cookie));
    expect(all).toContain("Fiberglass vs. Concrete Pools in Florida&#x27;s Climate");
    expect(all).toContain("Categories");
    expect(all).toContain("Buying Guides");

    const draft = await createPost({ title: "Zebra striped pool tiles" });
    const drafts = await pageText(await staffRequest(`${LIST}?status=draft`, staff.operations.cookie));
    expect(drafts).toContain("Zebra striped pool tiles");
    expect(drafts).not.toContain("Fiberglass vs. Concrete Pools");
    const search = await pageText(await staffRequest(`${LIST}?q=ZEBRA`, staff.operations.cookie));
    expect(search).toContain(`/blog/${draft.fields.slug}`);
  });
});

describe("create and update", () => {
  it("creates a draft: paragraphs from plain text, hidden from readers, previewed by staff", async () => {
    const { fields, row } = await createPost();
    expect(row).toMatchObject({
      title: fields.title,
      status: "draft",
      content: "<p>First paragraph about pools.</p>\n\n<p>Second paragraph.</p>",
      tags: ["test", "pools"],
      author: "Test Desk",
      publishedAt: null,
      scheduledFor: null,
    });
    expect(await publicEverywhere(fields.slug, fields.title)).toBe(false);

    const preview = await staffRequest(`/blog-preview/${row.id}`, staff.operations.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const html = await pageText(preview);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(
      "Preview: this is how the post looks on the blog. It is a draft: readers cannot see it yet.",
    );
    expect(html).toContain("<p>First paragraph about pools.</p>");
    // Any staff role may preview (sales check a post before they share its link).
    expect((await staffRequest(`/blog-preview/${row.id}`, staff.sales.cookie)).status).toBe(200);
    expect((await staffRequest("/blog-preview/999999999", staff.operations.cookie)).status).toBe(404);
  });

  it("makes the address from the title when it is left empty, never taking another post's", async () => {
    const title = `${PREFIX} Same Title`;
    const first = await staffPost(`${LIST}/new`, staff.operations.cookie, postFields({ title, slug: "" }));
    const second = await staffPost(`${LIST}/new`, staff.operations.cookie, postFields({ title, slug: "" }));
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(await rowBySlug("zz-test-post-same-title")).not.toBeNull();
    expect(await rowBySlug("zz-test-post-same-title-2")).not.toBeNull();
  });

  it("publishes: publishedAt is set once, and the post is on the blog at once", async () => {
    const { fields, row } = await createPost();
    const before = Date.now();
    const cover = `/uploads/${"ab12".repeat(8)}-1600x800/1600.webp`;
    const publish = await updatePost(row.id, {
      ...fields,
      status: "published",
      title: `${fields.title} (live)`,
      coverImage: cover,
    });
    expect(publish.status).toBe(302);
    expect(publish.headers.get("location")).toBe(LIST);
    const published = (await rowBySlug(fields.slug))!;
    expect(published.status).toBe("published");
    expect(published.title).toBe(`${fields.title} (live)`);
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicEverywhere(fields.slug, fields.title)).toBe(true);
    // An uploaded cover is served in the sizes and formats the browser picks from.
    const article = await publicHtml(`/blog/${fields.slug}`);
    expect(article).toContain(`<source type="image/avif" srcSet="/uploads/${"ab12".repeat(8)}-1600x800/400.avif 400w`);
    expect(article).toContain(`src="/uploads/${"ab12".repeat(8)}-1600x800/800.webp"`);

    // A later save keeps the first publication date.
    await updatePost(row.id, { ...fields, status: "published", coverImage: cover, excerpt: "Changed." });
    expect((await rowBySlug(fields.slug))!.publishedAt).toEqual(published.publishedAt);
    // Back to draft: gone from every public place.
    await updatePost(row.id, { ...fields, status: "draft" });
    expect(await publicEverywhere(fields.slug, fields.title)).toBe(false);
  });

  it("deletes a post, and answers 404 for unknown ids", async () => {
    const { row } = await createPost();
    const response = await staffPost(`${LIST}/${row.id}`, staff.operations.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(await testPostCount()).toBe(0);
    for (const id of [String(row.id), "0", "abc"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
  });
});

describe("bad input changes nothing", () => {
  it("shows the field messages and keeps what was typed", async () => {
    const response = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      postFields({
        title: "",
        slug: "Not A Slug!",
        excerpt: "x".repeat(501),
        coverImage: "javascript:alert(1)",
        status: "scheduled",
        scheduledFor: "",
      }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      BLOG_POST_MESSAGES.titleRequired,
      BLOG_POST_MESSAGES.slug,
      BLOG_POST_MESSAGES.excerptTooLong,
      BLOG_POST_MESSAGES.coverImage,
      BLOG_POST_MESSAGES.scheduledForRequired,
    ]) {
      expect(html).toContain(message.replaceAll("'", "&#x27;"));
    }
    expect(html).toContain('value="Not A Slug!"');
    expect(await testPostCount()).toBe(0);
  });

  it("refuses a past scheduled time, an empty published post, a taken address and an unknown category", async () => {
    const past = officeDateTimeLocalValue(new Date(Date.now() - 2 * HOUR));
    const cases: [Record<string, string>, string][] = [
      [{ status: "scheduled", scheduledFor: past }, BLOG_POST_MESSAGES.scheduledForPast],
      [{ status: "scheduled", scheduledFor: "2026-02-30T09:00" }, BLOG_POST_MESSAGES.scheduledFor],
      [{ status: "published", content: "   " }, BLOG_POST_MESSAGES.contentRequired],
      [{ slug: "fiberglass-vs-concrete-pools-florida" }, BLOG_POST_MESSAGES.slugTaken],
      [{ categoryId: "999999" }, BLOG_POST_MESSAGES.category],
    ];
    for (const [overrides, message] of cases) {
      const response = await staffPost(`${LIST}/new`, staff.operations.cookie, postFields(overrides));
      expect(response.status, message).toBe(400);
      expect(await pageText(response)).toContain(message);
    }
    expect(await testPostCount()).toBe(0);
  });

  it("removes a script from the content on save and never renders one; a script in the title stays text", async () => {
    const hostile =
      '<p>Safe text.</p><script>alert("x")</script><img src="/x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(2)">bad link</a><iframe src="https://evil.example"></iframe>';
    const { fields, row } = await createPost({ title: '<script>alert("t")</script> pool', content: hostile });
    expect(row.content).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(row.content).toContain("<p>Safe text.</p>");
    expect(row.title).toBe('<script>alert("t")</script> pool');

    await updatePost(row.id, { ...fields, content: hostile, status: "published" });
    for (const path of [`/blog/${fields.slug}`, `/blog-preview/${row.id}`]) {
      const response = await staffRequest(path, staff.operations.cookie);
      const html = await pageText(response);
      expect(html, path).toContain("Safe text.");
      expect(html, path).not.toContain('alert("x")');
      expect(html, path).not.toContain("onerror");
      expect(html, path).not.toContain("javascript:alert");
      expect(html, path).toContain("&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; pool");
    }
  });

  it("sanitises the editor's live preview the same way", async () => {
    const response = await staffPost(`${LIST}.data`, staff.operations.cookie, {
      intent: "preview",
      content: 'Hello\n\n<script>alert(1)</script>\n\n<p onclick="x()">Hi</p>',
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("<p>Hello</p>");
    expect(body).toContain("<p>Hi</p>");
    expect(body).not.toContain("alert(1)");
    expect(body).not.toContain("onclick");
  });
});

describe("scheduling", () => {
  it("hides a scheduled post before its time and shows it everywhere after, with no job", async () => {
    const at = new Date(Date.now() + 3 * 24 * HOUR);
    at.setUTCSeconds(0, 0);
    const { fields, row } = await createPost({ status: "scheduled", scheduledFor: officeDateTimeLocalValue(at) });
    expect(row.status).toBe("scheduled");
    expect(row.scheduledFor).toEqual(at);
    expect(row.publishedAt).toBeNull();

    const { db } = await getTestApp();
    expect(await publicEverywhere(fields.slug, fields.title)).toBe(false);
    expect(await getPublishedPostBySlug(db, fields.slug, new Date(at.getTime() - 60_000))).toBeNull();
    const after = new Date(at.getTime() + 60_000);
    const due = await getPublishedPostBySlug(db, fields.slug, after);
    expect(due?.publishedAt).toEqual(at);
    const list = await listPublishedPosts(db, { page: 1, limit: 50, search: fields.title, now: after });
    expect(list.posts.map((post) => post.slug)).toEqual([fields.slug]);
    expect((await listSitemapEntries(db, after)).some((entry) => entry.path === `/blog/${fields.slug}`)).toBe(true);

    // The staff list files it under Published from then on.
    const staffList = await listBlogPostsForAdmin(db, { page: 1, q: fields.slug, status: "published" }, after);
    expect(staffList.rows.map((post) => post.slug)).toEqual([fields.slug]);

    // The app's own clock moved past the time (anonymous requests only: staff sessions would have
    // expired): the page, the list, the sitemap and /api/blog all show it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(after);
    expect(await publicEverywhere(fields.slug, fields.title)).toBe(true);
  });
});

describe("categories", () => {
  it("adds, renames and deletes a category; its posts stay, without a category", async () => {
    const name = `${CATEGORY_PREFIX} Pool Care`;
    const added = await staffPost(LIST, staff.operations.cookie, { intent: "category-create", name, slug: "" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`${LIST}#categories`);
    const { db } = await getTestApp();
    const [category] = await db.select().from(blogCategories).where(eq(blogCategories.name, name));
    expect(category?.slug).toBe("zz-test-category-pool-care");

    const duplicate = await staffPost(LIST, staff.operations.cookie, {
      intent: "category-create",
      name: name.toUpperCase(),
      slug: "",
    });
    expect(duplicate.status).toBe(400);
    expect(await pageText(duplicate)).toContain(BLOG_CATEGORY_MESSAGES.nameTaken);

    const renamed = `${CATEGORY_PREFIX} Care and Cleaning`;
    const rename = await staffPost(LIST, staff.operations.cookie, {
      intent: "category-update",
      categoryId: String(category!.id),
      name: renamed,
      slug: "zz-test-care",
      description: "Renamed by a test.",
    });
    expect(rename.status).toBe(302);
    const { row } = await createPost({ categoryId: String(category!.id), status: "published" });
    expect(await publicHtml(`/blog/${row.slug}`)).toContain(renamed);

    const removed = await staffPost(LIST, staff.operations.cookie, {
      intent: "category-delete",
      categoryId: String(category!.id),
    });
    expect(removed.status).toBe(302);
    expect(decodeURIComponent(removed.headers.getSetCookie().join(";"))).toContain(
      `Category \\"${renamed}\\" deleted. Its post now has no category.`,
    );
    expect(await rowBySlug(row.slug)).toMatchObject({ categoryId: null, status: "published" });
    expect(await publicStatus(`/blog/${row.slug}`)).toBe(200);
  });
});

describe("who may do what", () => {
  it("refuses sales every blog screen and action, and sends anonymous visitors to sign in", async () => {
    const { row } = await createPost();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${row.id}`]) {
      expect((await staffRequest(path, staff.sales.cookie)).status, path).toBe(403);
    }
    const posts: [string, Record<string, string>][] = [
      [`${LIST}/new`, postFields()],
      [`${LIST}/${row.id}`, { ...postFields(), intent: "update" }],
      [`${LIST}/${row.id}`, { intent: "delete" }],
      [LIST, { intent: "category-create", name: `${CATEGORY_PREFIX} Sales` }],
    ];
    for (const [path, fields] of posts) {
      expect((await staffPost(path, staff.sales.cookie, fields)).status, path).toBe(403);
      const anonymous = await staffPost(path, null, fields);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
    }
    expect(await rowBySlug(row.slug)).toMatchObject({ status: "draft" });
    expect(await testPostCount()).toBe(1);
  });

  it("keeps the preview and the test pages to signed-in staff, out of search engines and the sitemap", async () => {
    const { row } = await createPost();
    for (const path of [`/blog-preview/${row.id}`, "/test-blog", "/simple-blog-test"]) {
      const anonymous = await staffRequest(path, null);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(path)}`);
      expect(anonymous.headers.get("cache-control")).toBe("no-store");

      const signedIn = await staffRequest(path, staff.sales.cookie);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get("x-robots-tag")).toContain("noindex");
      expect(await pageText(signedIn)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const { db } = await getTestApp();
    const { posts } = await listPublishedPosts(db, { page: 1, limit: 9 });
    const testBlog = await pageText(await staffRequest("/test-blog", staff.operations.cookie));
    expect(testBlog).toContain("Blog Test");
    for (const post of posts) expect(testBlog).toContain(`href="/blog/${post.slug}"`);
    expect(await pageText(await staffRequest("/simple-blog-test", staff.operations.cookie))).toContain(
      "Simple Blog Test",
    );
    const sitemap = await publicHtml("/sitemap.xml");
    for (const path of ["/test-blog", "/simple-blog-test", "/blog-preview"]) expect(sitemap).not.toContain(path);
  });
});
