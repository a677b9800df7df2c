import { readFileSync } from "node:fs";
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { homeVideosTexts } from "../../app/content/texts/home.server";
import { resurfacingTexts } from "../../app/content/texts/resurfacing.server";
import { VIDEO_ADDRESS_MESSAGE } from "../../app/lib/schemas/site-videos";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";
import { VIDEO_UPLOAD_MESSAGES } from "../../app/lib/media/video-upload-rules";

// Videos staff put on the public pages, and the social pages of the footer. A video shows as a poster with a play
// control; YouTube's player and the MP4 file load only after the visitor presses play, and without scripts the play
// control is a link to the video itself. The video hosts are answered by the test (no network in the sandbox):
// what matters is whether and when the page asks them.

test.describe.configure({ mode: "serial" });

const YOUTUBE_ID = "aqz-KE-bpKQ";
const MP4_URL = "https://media.example.com/videos/pool-install.mp4";
/** A 1.5-second H.264 clip (tests/e2e/support/media). */
const CLIP = readFileSync(new URL("./support/media/pool-clip.mp4", import.meta.url));
const FIRST = { title: "Our crane sets a shell in Ocala", caption: "Filmed on one morning in March" };
const SECOND = { title: "From empty yard to first swim" };
const UPLOADED = { title: "A shell set in one morning" };
const UPLOADED_ADDRESS = /^\/uploads\/videos\/[0-9a-f]{32}\.mp4$/;
const FACEBOOK_PAGE = "https://www.facebook.com/floridafiberglasspools";
const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|media\.example\.com/;

/** Answers every request to a video host and lists them, so a test sees what the page asked for and when. */
async function answerVideoHosts(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(VIDEO_HOSTS, async (route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.endsWith(".mp4")) {
      await route.fulfill({ status: 200, contentType: "video/mp4", body: CLIP });
    } else {
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Video host</p>" });
    }
  });
  return asked;
}

async function openVideoSettings(page: Page) {
  await page.goto("/admin/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Videos" })).toBeVisible();
  await hydrated(page);
}

const place = (page: Page, label: string) => page.getByRole("group", { name: label });

async function clearHomeVideos(page: Page) {
  await openVideoSettings(page);
  for (const label of ["Home page, first video", "Home page, second video"]) {
    await place(page, label).getByLabel("Video", { exact: true }).fill("");
  }
  await page.getByRole("button", { name: "Save videos" }).click();
  await expectToast(page, "Videos saved.");
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await useStaffSession(browser, page, "operations");
  await clearHomeVideos(page);
  await useStaffSession(browser, page, "admin");
  await page.goto("/admin/settings?section=company");
  await hydrated(page);
  await page.getByLabel("Facebook").fill("");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expectToast(page, "Company profile saved.");
  await page.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`without a video the home and resurfacing pages show a plain link, no play button (${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    const asked = await answerVideoHosts(context);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(page.getByRole("link", { name: /^Play video/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "How a fiberglass pool goes in" })).toBeVisible();
    await page.getByRole("link", { name: homeVideosTexts.en.withoutVideos.link }).click();
    await expect(page).toHaveURL(/\/installation$/);

    await page.goto("/resurfacing");
    await expect(page.getByRole("link", { name: /^Play video/ })).toHaveCount(0);
    await page.getByRole("link", { name: resurfacingTexts.en.videos.noVideosLink }).click();
    await expect(page).toHaveURL(/\/resurfacing#process$/);
    await expect(page.getByRole("heading", { level: 2, name: "Four steps, 5-7 days" })).toBeInViewport();
    // No social page is set on a fresh site: the footer shows none.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /opens in a new tab/ })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
}

test("content staff set a YouTube video and an MP4 for the home page; a bad address is refused", async ({
  browser,
  page,
}) => {
  await useStaffSession(browser, page, "operations");
  await openVideoSettings(page);
  const first = place(page, "Home page, first video");
  await first.getByLabel("Video", { exact: true }).fill("https://www.dailymotion.com/video/x8abc");
  await first.getByLabel("Poster image").fill("/images/og-default.png");
  await first.getByLabel("Title").fill(FIRST.title);
  await page.getByRole("button", { name: "Save videos" }).click();
  await expect(first.getByText(VIDEO_ADDRESS_MESSAGE)).toBeVisible();
  await expect(first.getByLabel("Video", { exact: true })).toBeFocused();

  await first.getByLabel("Video", { exact: true }).fill(`https://youtu.be/${YOUTUBE_ID}`);
  await first.getByLabel("Caption").fill(FIRST.caption);
  const second = place(page, "Home page, second video");
  await second.getByLabel("Video", { exact: true }).fill(MP4_URL);
  await second.getByLabel("Poster image").fill("/images/og-default.png");
  await second.getByLabel("Title").fill(SECOND.title);
  await page.getByRole("button", { name: "Save videos" }).click();
  await expectToast(page, "Videos saved.");
  // Shown back as the video's own page.
  await expect(first.getByLabel("Video", { exact: true })).toHaveValue(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
  await expectAxeClean(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a video loads only when the visitor presses play, then plays on the page (${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    const asked = await answerVideoHosts(context);
    await page.setViewportSize(viewport);
    await page.goto("/");
    const youtube = page.getByRole("link", { name: `Play video: ${FIRST.title}` });
    const mp4 = page.getByRole("link", { name: `Play video: ${SECOND.title}` });
    await youtube.scrollIntoViewIfNeeded();
    await expect(youtube).toBeVisible();
    await expect(youtube).toContainText(FIRST.caption);
    await expect(mp4).toBeVisible();
    await expect(page.getByRole("link", { name: homeVideosTexts.en.withoutVideos.link })).toHaveCount(0);
    await expect(page.locator("iframe, video")).toHaveCount(0);
    expect(asked).toEqual([]);

    await youtube.click();
    const player = page.locator(`iframe[title="${FIRST.title}"]`);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`,
    );
    await expect(player).toBeFocused();
    await expect.poll(() => asked.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
    expect(asked.some((url) => url.endsWith(".mp4"))).toBe(false);

    await mp4.click();
    const video = page.locator(`video[title="${SECOND.title}"]`);
    await expect(video).toBeVisible();
    // It plays: the clip's frames arrive and its clock runs.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    const box = await video.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
  });

  test(`without scripts, the play control is a link to the video itself (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const asked = await answerVideoHosts(context);
    const page = await context.newPage();
    await page.goto("/");
    const youtube = page.getByRole("link", { name: `Play video: ${FIRST.title}` });
    await expect(youtube).toHaveAttribute("href", `https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    await expect(page.getByRole("link", { name: `Play video: ${SECOND.title}` })).toHaveAttribute("href", MP4_URL);
    expect(asked).toEqual([]);
    await youtube.click();
    await expect(page).toHaveURL(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    await context.close();
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`content staff upload an MP4; the home page plays it behind its poster, loaded only on play (${viewport.width} px)`, async ({
    browser,
    page,
  }) => {
    await useStaffSession(browser, page, "operations");
    await page.setViewportSize(viewport);
    await openVideoSettings(page);
    const second = place(page, "Home page, second video");
    const address = second.getByLabel("Video", { exact: true });
    const upload = second.getByLabel("Upload an MP4");

    // A text file named .mp4 is refused by its bytes, and the field keeps what it had.
    await address.fill(MP4_URL);
    await upload.setInputFiles({ name: "notes.mp4", mimeType: "video/mp4", buffer: Buffer.from("only some text\n") });
    // The place has two upload controls (video and poster), each with its own status and alert.
    await expect(second.getByRole("alert").filter({ hasText: "notes.mp4" })).toHaveText(
      `notes.mp4: ${VIDEO_UPLOAD_MESSAGES.notMp4}`,
    );
    await expect(address).toHaveValue(MP4_URL);

    await upload.setInputFiles({ name: "pool-clip.mp4", mimeType: "video/mp4", buffer: CLIP });
    await expect(second.getByRole("status").filter({ hasText: "pool-clip.mp4" })).toHaveText("Uploaded pool-clip.mp4.");
    await expect(address).toHaveValue(UPLOADED_ADDRESS);
    const uploaded = await address.inputValue();
    await second.getByLabel("Poster image").fill("/images/og-default.png");
    await second.getByLabel("Title").fill(UPLOADED.title);
    await page.getByRole("button", { name: "Save videos" }).click();
    await expectToast(page, "Videos saved.");
    await expect(address).toHaveValue(uploaded);

    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/videos/")) asked.push(request.url());
    });
    await page.goto("/");
    const play = page.getByRole("link", { name: `Play video: ${UPLOADED.title}` });
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator("img")).toHaveAttribute("src", "/images/og-default.png");
    await expect(play.locator("img")).toBeVisible();
    await expect(play).toHaveAttribute("href", uploaded);
    await expect(page.locator("video")).toHaveCount(0);
    expect(asked).toEqual([]);

    await play.click();
    const video = page.locator(`video[title="${UPLOADED.title}"]`);
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("src", uploaded);
    // It plays from this site: the uploaded file's frames arrive and its clock runs.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(new URL(asked[0]!).pathname).toBe(uploaded);
    const box = await video.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
  });
}

test("the footer links to a social page once staff set it, and to no other network", async ({ browser, page }) => {
  await useStaffSession(browser, page, "admin");
  await page.goto("/admin/settings?section=company");
  await hydrated(page);
  await page.getByLabel("Facebook").fill("https://www.facebook.com/");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expect(page.getByText(/page on facebook\.com, like https:\/\/www\.facebook\.com\/yourpage/)).toBeVisible();
  await page.getByLabel("Facebook").fill(FACEBOOK_PAGE);
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expectToast(page, "Company profile saved.");

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    const social = page.getByRole("contentinfo").getByRole("link", { name: /opens in a new tab/ });
    await expect(social).toHaveCount(1);
    await expect(social).toHaveAccessibleName("Facebook (opens in a new tab)");
    await expect(social).toHaveAttribute("href", FACEBOOK_PAGE);
  }
});
