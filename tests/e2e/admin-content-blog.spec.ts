import { expect, test } from "./support/test.ts";
import sharp from "sharp";
import { deleteRecords, expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff write the blog at /admin/blog. Each test makes its own post or category (unique names)
// and deletes it at the end, also when it fails half-way. The blog specs that count articles run before
// this project, and a post is public only for the few seconds the test needs it there.

/** A datetime-local value two days ahead, 09:00 on the offices' calendar (New York time). */
function twoDaysAheadAtNine(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T09:00`;
}

test.describe("blog posts", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("operations writes a post, previews it, schedules it, publishes it and deletes it", async ({
    browser,
    page,
  }) => {
    const stamp = Date.now();
    const title = `Opening a pool after winter ${stamp}`;
    await useStaffSession(browser, page, "operations");
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New post" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await hydrated(page);

    // Plain paragraphs, formatted from the keyboard: select a word, Ctrl+B; the live preview follows.
    const editor = page.getByLabel("Article text", { exact: true });
    await editor.fill("Spring is the time to open the pool.\n\nCheck the water first");
    await editor.press("End");
    for (let i = 0; i < "first".length; i += 1) await editor.press("Shift+ArrowLeft");
    await editor.press("Control+b");
    await expect(editor).toHaveValue("Spring is the time to open the pool.\n\nCheck the water <strong>first</strong>");
    const preview = page.getByRole("region", { name: /Live preview/ });
    await expect(preview.locator("strong")).toHaveText("first");
    await expect(preview.locator("p")).toHaveCount(2);
    // The toolbar is one tab stop; the arrow keys move inside it.
    await page.getByRole("button", { name: "Heading", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: "Subheading" })).toBeFocused();

    // The browser runs the server's schema: a scheduled post needs its time.
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Status").selectOption("scheduled");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Choose the date and time the post goes live")).toBeVisible();
    await expect(page.getByLabel("Publish on (Eastern time)")).toBeFocused();

    // Search engine fields: counted as they are typed, previewed as a search result.
    await page.getByLabel("Meta title", { exact: true }).fill("Opening your pool in spring");
    await expect(page.getByText(/^\d+ \/ 60 characters with .*: a good length$/)).toBeVisible();
    await page.getByLabel("Excerpt", { exact: true }).fill("A short checklist for the first warm weeks.");
    const snippet = page.getByTestId("search-snippet");
    await expect(snippet).toContainText("Opening your pool in spring | Florida Fiberglass Pools");
    await expect(snippet).toContainText(`blog › opening-a-pool-after-winter-${stamp}`);
    await expect(snippet).toContainText("A short checklist for the first warm weeks.");
    await expectAxeClean(page);

    // A cover picture, uploaded here (made by the test, not committed).
    const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1f7fb8" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload image")
      .setInputFiles({ name: "e2e-cover.png", mimeType: "image/png", buffer: cover });
    await expect(page.getByRole("status").filter({ hasText: "Uploaded e2e-cover.png." })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel("Cover image")).toHaveValue(/^\/uploads\//);

    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: "Create post" }).click();
    await expectToast(page, `Post "${title}" created as a draft.`);
    const link = page.getByRole("link", { name: `Edit ${title}` });
    await expect(link).toBeVisible();
    const editPath = (await link.getAttribute("href"))!;
    created.push(editPath);
    await expect(page.getByRole("row").filter({ has: link })).toContainText("Draft");

    // The preview renders the draft exactly like the public page, with a banner, for staff only.
    const id = editPath.split("/").pop();
    await page.goto(`/blog-preview/${id}`);
    await expect(page.getByText(/^Preview: this is how the post looks on the blog\./)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("article").locator("strong", { hasText: "first" })).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toHaveAttribute("src", /^\/uploads\//);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectAxeClean(page);

    // Scheduled for later: not on the blog yet.
    await page.goto(editPath);
    await hydrated(page);
    await expectAxeClean(page);
    await page.getByLabel("Status").selectOption("scheduled");
    await page.getByLabel("Publish on (Eastern time)").fill(twoDaysAheadAtNine());
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, `Post "${title}" saved and scheduled for`);
    await expect(page.getByRole("row").filter({ has: link })).toContainText("Goes live");
    await page.goto(`/blog?search=${stamp}`);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();

    // Published: on /blog at once.
    await page.goto(editPath);
    await hydrated(page);
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, `Post "${title}" saved and published.`);
    await page.goto(`/blog?search=${stamp}`);
    await page.getByRole("article").getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toHaveAttribute("src", /^\/uploads\//);

    // Deleting asks once more before anything goes.
    await page.goto(editPath);
    await hydrated(page);
    await page.getByText("Delete post…").click();
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expectToast(page, `Post "${title}" deleted.`);
    created.splice(0);
    const gone = await page.goto(`/blog/opening-a-pool-after-winter-${stamp}`);
    expect(gone?.status()).toBe(404);
  });

  test("operations adds, renames and deletes a category", async ({ browser, page }) => {
    const name = `E2E Topic ${Date.now()}`;
    await useStaffSession(browser, page, "operations");
    await page.goto("/admin/blog#categories");
    await hydrated(page);
    await page.getByLabel("New category").fill(name);
    await page.getByRole("button", { name: "Add category" }).click();
    await expectToast(page, `Category "${name}" added.`);
    const categories = page.getByRole("list", { name: "Blog categories" });
    const item = categories.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("0 posts");

    await item.locator("summary", { hasText: "Edit" }).click();
    await item.getByLabel("Name", { exact: true }).fill(`${name} renamed`);
    await item.getByRole("button", { name: `Save ${name}` }).click();
    await expectToast(page, `Category "${name} renamed" saved.`);

    const renamed = categories.getByRole("listitem").filter({ hasText: `${name} renamed` });
    await renamed.locator("summary", { hasText: "Delete" }).click();
    await expect(renamed).toContainText("No post uses it.");
    await renamed.getByRole("button", { name: `Delete category ${name} renamed` }).click();
    await expectToast(page, `Category "${name} renamed" deleted.`);
    await expect(categories.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });
});

test("sales is refused the blog screens; anonymous visitors are sent to sign in from the preview", async ({
  browser,
  page,
}) => {
  const anonymous = await page.goto("/test-blog");
  expect(anonymous?.url()).toContain("/admin-login?redirectTo=%2Ftest-blog");
  await useStaffSession(browser, page, "sales");
  for (const path of ["/admin/blog", "/admin/blog/new"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  }
  // Any staff member may check that the blog renders.
  await page.goto("/test-blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Test" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "First page of the blog" })).toBeVisible();
  await expectAxeClean(page);
  await page.goto("/simple-blog-test");
  await expect(page.getByRole("heading", { level: 1, name: "Simple Blog Test" })).toBeVisible();
  await expect(page.getByRole("article")).toContainText("min read");
  await expectAxeClean(page);
});
