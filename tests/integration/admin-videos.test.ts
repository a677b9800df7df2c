import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { siteSettings } from "#db/schema/index.ts";
import { NO_VIDEOS_HREF } from "~/content/home";
import { homeVideosTexts } from "~/content/texts/home.server";
import { RESURFACING_NO_VIDEOS_HREF } from "~/content/resurfacing";
import { visibleText } from "../support/html.ts";
import {
  POSTER_REQUIRED_MESSAGE,
  SITE_VIDEOS_FORM_FIELDS,
  TITLE_REQUIRED_MESSAGE,
  VIDEO_ADDRESS_MESSAGE,
} from "~/lib/schemas/site-videos";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// The videos of the public pages (/admin/videos, content staff): a place shows a video behind its poster only
// when staff set one, and nothing from YouTube or Vimeo loads before the visitor presses play.

const PATH = "/admin/videos";
const POSTER = `/uploads/${"a1".repeat(16)}-1600x900/1600.webp`;
const staff = signedInStaffOfEveryRole();
const noVideos = Object.fromEntries(SITE_VIDEOS_FORM_FIELDS.map((name) => [name, ""]));
const homeVideo = {
  "home-first.video": "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  "home-first.poster": POSTER,
  "home-first.title": "Our crane sets a shell in Ocala",
  "home-first.caption": "Filmed in March",
};

async function stored(): Promise<unknown> {
  const { db } = await getTestApp();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "videos"));
  return row?.value;
}

/**
 * Whether a page's HTML makes the browser load anything of a video before a press of play: a player (frame, video
 * element) or a script, stylesheet or picture from a video host. The player's address may sit in the page's data.
 */
function loadsVideoBeforePlay(html: string): boolean {
  return (
    /<(iframe|video|audio|embed|object)\b/i.test(html) ||
    /<(script|link|img|source)\b[^>]*(youtube|youtu\.be|ytimg|vimeo|\.mp4)/i.test(html)
  );
}

afterEach(async () => {
  // Through the app, so its settings cache is emptied for the next test.
  await staffPost(PATH, staff.admin.cookie, noVideos);
});

describe("videos of the public pages", () => {
  it("without a video, a page shows no play button, only a plain link", async () => {
    const { request } = await getTestApp();
    const home = await pageText(await request("/"));
    expect(home).not.toContain("Play video");
    expect(home).toContain(`href="${NO_VIDEOS_HREF}"`);
    expect(home).toContain(homeVideosTexts.en.withoutVideos.link);
    expect(home).not.toContain("Watch a fiberglass pool go in");
    const resurfacing = await pageText(await request("/resurfacing"));
    expect(resurfacing).not.toContain("Play video");
    expect(resurfacing).toContain(`href="${RESURFACING_NO_VIDEOS_HREF}"`);
    // The page's texts travel with it as loader data: what counts is the heading a visitor sees.
    expect(visibleText(resurfacing)).not.toContain("Watch a pool come back to life");
    for (const path of ["/installation", "/packages"]) {
      expect(await pageText(await request(path))).not.toContain("Play video");
    }
  });

  it("saves a video and the page shows its poster and play link, loading no player before play", async () => {
    const { request } = await getTestApp();
    const response = await staffPost(PATH, staff.operations.cookie, {
      ...noVideos,
      ...homeVideo,
      "resurfacing-first.video": "https://vimeo.com/76979871",
      "resurfacing-first.poster": POSTER,
      "resurfacing-first.title": "Resurfacing in five days",
      "resurfacing-second.video": "https://files.example.com/videos/restoration.mp4",
      "resurfacing-second.poster": "/images/pools/hero.webp",
      "resurfacing-second.title": "A restoration, start to finish",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PATH);
    expect(await stored()).toMatchObject({
      "home-first": {
        source: { kind: "youtube", id: "aqz-KE-bpKQ" },
        poster: POSTER,
        title: "Our crane sets a shell in Ocala",
        caption: "Filmed in March",
      },
      "home-second": null,
      "resurfacing-first": { source: { kind: "vimeo", id: "76979871" } },
      "resurfacing-second": { source: { kind: "mp4", url: "https://files.example.com/videos/restoration.mp4" } },
    });

    const home = await pageText(await request("/"));
    expect(home).toContain("Watch a fiberglass pool go in");
    // Without scripts the play control is a link to the video's own page.
    expect(home).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=aqz-KE-bpKQ"[^>]*aria-label="Play video: Our crane sets a shell in Ocala"/,
    );
    // The poster is the uploaded image's own WebP sizes, loaded as the visitor scrolls near it.
    expect(home).toMatch(/<img src="\/uploads\/a1a1[^"]*\/800\.webp" srcSet="[^"]*400\.webp 400w[^>]*loading="lazy"/);
    expect(home).toContain("Filmed in March");
    expect(home).not.toContain(homeVideosTexts.en.withoutVideos.link);
    expect(loadsVideoBeforePlay(home)).toBe(false);

    const resurfacing = await pageText(await request("/resurfacing"));
    expect(resurfacing).toContain('href="https://vimeo.com/76979871"');
    expect(resurfacing).toContain('href="https://files.example.com/videos/restoration.mp4"');
    expect(resurfacing).toContain('src="/images/pools/hero.webp"');
    expect(resurfacing).toContain("Get My Resurfacing Estimate");
    expect(loadsVideoBeforePlay(resurfacing)).toBe(false);

    // The form shows what was saved, as the link staff pasted.
    const form = await pageText(await staffRequest(PATH, staff.admin.cookie));
    expect(form).toContain('value="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(form).toContain('value="https://vimeo.com/76979871"');
  });

  it("refuses a bad address, a video without poster or title, with a message per field, and changes nothing", async () => {
    await staffPost(PATH, staff.admin.cookie, { ...noVideos, ...homeVideo });
    const before = await stored();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...noVideos,
      ...homeVideo,
      "home-first.video": "https://evil.example/watch?v=aqz-KE-bpKQ",
      "installation.video": "https://youtu.be/aqz-KE-bpKQ",
      "installation.poster": "javascript:alert(1)",
      "packages.video": "76979871",
      "packages.poster": POSTER,
    });
    expect(response.status).toBe(400);
    const page = await pageText(response);
    for (const message of [
      "Please correct the highlighted fields.",
      VIDEO_ADDRESS_MESSAGE,
      POSTER_REQUIRED_MESSAGE,
      TITLE_REQUIRED_MESSAGE,
    ]) {
      expect(page).toContain(message);
    }
    // What was typed is shown again.
    expect(page).toContain('value="https://evil.example/watch?v=aqz-KE-bpKQ"');
    expect(await stored()).toEqual(before);
  });

  it("is for content staff: sales and visitors can neither see nor change it", async () => {
    for (const role of ["admin", "operations"] as const) {
      const page = await staffRequest(PATH, staff[role].cookie);
      expect(page.status).toBe(200);
      expect(await pageText(page)).toContain("Save videos");
    }
    const before = await stored();
    expect((await staffRequest(PATH, staff.sales.cookie)).status).toBe(403);
    expect((await staffPost(PATH, staff.sales.cookie, { ...noVideos, ...homeVideo })).status).toBe(403);
    const anonymous = await staffPost(PATH, null, { ...noVideos, ...homeVideo });
    expect([302, 303, 401]).toContain(anonymous.status);
    expect(await stored()).toEqual(before);
    const { request } = await getTestApp();
    expect(await pageText(await request("/"))).not.toContain("Play video");
  });
});
