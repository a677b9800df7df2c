import { expect, test } from "./support/test.ts";
import sharp from "sharp";
import { deleteRecords, expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff add a pool with uploaded pictures and see it in the public
// catalogue. The pool is public only for the seconds the test needs it there
// (other specs count the catalogue's pools) and is deleted at the end, also
// when the test fails half-way. The pictures are made here, not committed.

/** A small real picture: a gradient, so each file (and its content hash) differs. */
async function picture(kind: "png" | "jpeg", width: number, height: number, hue: number) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 140, b: 255 - hue } },
  });
  const buffer = kind === "png" ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  return { name: `e2e-pool-${hue}.${kind === "png" ? "png" : "jpg"}`, mimeType: `image/${kind}`, buffer };
}

test.describe("pools", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("operations adds a pool with two uploaded pictures, sees it on /pools and its page, then deletes it", async ({
    browser,
    page,
  }) => {
    const stamp = Date.now();
    const name = `E2E Lagoon ${stamp}`;
    await useStaffSession(browser, page, "operations");
    await page.goto("/admin/pools");
    await expect(page.getByRole("heading", { level: 1, name: "Pools" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Apollo 14" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New pool" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New pool" })).toBeVisible();
    await hydrated(page);
    // The browser runs the server's schema: nothing is posted until the fields are right.
    await page.getByLabel("Length (ft)").fill("20 feet");
    await page.getByRole("button", { name: "Create pool" }).click();
    await expect(page.getByText("Enter the pool's name")).toBeVisible();
    await expect(page.getByText("Length must be a number of feet from 1 to 200")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expectAxeClean(page);

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Manufacturer").selectOption("Latham");
    await page.getByLabel("Length (ft)").fill("20");
    await page.getByLabel("Width (ft)").fill("10");
    await page.getByLabel("Price ($)").fill("45,500");

    // Two pictures at once: a progress bar, then both in the list.
    const first = await picture("png", 1200, 750, 30);
    const second = await picture("jpeg", 900, 600, 200);
    await page.getByLabel("Upload images").setInputFiles([first, second]);
    await expect(page.getByRole("status").filter({ hasText: "Uploaded 2 images." })).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole("list", { name: "Pictures of this pool, in display order" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const firstUrl = await list
      .getByRole("listitem")
      .nth(0)
      .getByTitle(/^\/uploads\//)
      .getAttribute("title");
    const secondUrl = await list
      .getByRole("listitem")
      .nth(1)
      .getByTitle(/^\/uploads\//)
      .getAttribute("title");

    // Reorder with the keyboard: the second becomes the main picture, and focus follows it.
    await page.getByRole("button", { name: "Move image 2 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem").nth(0)).toContainText(secondUrl!);
    await expect(list.getByRole("listitem").nth(0)).toContainText("Main picture");
    await expect(page.getByRole("button", { name: "Move image 1 down" })).toBeFocused();
    await expect(page.getByText("Image 2 moved to position 1 of 2. It is now the main picture.")).toBeAttached();
    // And back by dragging.
    await list.getByRole("listitem").nth(1).dragTo(list.getByRole("listitem").nth(0));
    await expect(list.getByRole("listitem").nth(0)).toContainText(firstUrl!);

    await page.getByRole("button", { name: "Create pool" }).click();
    await expect(page).toHaveURL(/\/admin\/pools$/);
    await expectToast(page, `Pool "${name}" created.`);
    await page.getByRole("searchbox", { name: "Search pools" }).fill(`Lagoon ${stamp}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const link = page.getByRole("link", { name: `Edit ${name}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole("row").filter({ has: link })).toContainText("Small");
    created.push((await link.getAttribute("href"))!);

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText("No leads refer to this pool")).toBeVisible();
    await expectAxeClean(page);

    // The public catalogue finds it, and its page serves the pictures in responsive sizes.
    await page.goto(`/pools?q=${encodeURIComponent(`lagoon ${stamp}`)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/uploads\/.+ 400w/);
    await card.getByRole("link", { name: `View Details of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const main = page.locator("picture").first();
    await expect(main.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      new RegExp(`${firstUrl!.replace(/\/1200\.webp$/, "")}/400\\.avif 400w, .+/1200\\.avif 1200w`),
    );
    await expect(main.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /800\.webp 800w/);
    await expect(main.locator("img")).toHaveAttribute("width", "1200");
    await expect(main.locator("img")).toHaveJSProperty("complete", true);
    expect(await main.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Deleting asks once more; then the pool is gone from the catalogue.
    await page.goto(created[0]!);
    await hydrated(page);
    await page.getByText("Delete pool…").click();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expectToast(page, `Pool "${name}" deleted.`);
    created.splice(0);
    await page.goto(`/pools?q=${encodeURIComponent(`lagoon ${stamp}`)}`);
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  });

  test("a sales user is refused the pool screens and uploads", async ({ browser, page }) => {
    await useStaffSession(browser, page, "sales");
    for (const path of ["/admin/pools", "/admin/pools/new"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Staff menu" }).getByRole("link", { name: "Pools" })).toHaveCount(
      0,
    );
    const upload = await page.request.post("/api/admin/uploads", {
      multipart: { file: await picture("png", 40, 40, 90) },
    });
    expect(upload.status()).toBe(403);
  });
});
