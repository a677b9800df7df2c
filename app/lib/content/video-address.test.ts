import { describe, expect, it } from "vitest";
import { parseVideoSource } from "./video-address";
import { videoEmbedUrl, videoLink } from "./video-source";

describe("parseVideoSource", () => {
  it.each([
    ["dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["76979871", { kind: "vimeo", id: "76979871" }],
    ["https://vimeo.com/76979871", { kind: "vimeo", id: "76979871" }],
    ["https://vimeo.com/76979871/8272103f6e", { kind: "vimeo", id: "76979871", hash: "8272103f6e" }],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e", { kind: "vimeo", id: "76979871", hash: "8272103f6e" }],
    [
      "https://files.example.com/videos/install.mp4",
      { kind: "mp4", url: "https://files.example.com/videos/install.mp4" },
    ],
    ["/videos/install.MP4", { kind: "mp4", url: "/videos/install.MP4" }],
    // An MP4 uploaded at /admin/videos: local storage, or object storage's public address.
    [
      "/uploads/videos/0123456789abcdef0123456789abcdef.mp4",
      { kind: "mp4", url: "/uploads/videos/0123456789abcdef0123456789abcdef.mp4" },
    ],
    [
      "https://cdn.example.com/uploads/videos/0123456789abcdef0123456789abcdef.mp4",
      { kind: "mp4", url: "https://cdn.example.com/uploads/videos/0123456789abcdef0123456789abcdef.mp4" },
    ],
  ])("reads %s", (text, source) => {
    expect(parseVideoSource(text)).toEqual(source);
  });

  it.each([
    "",
    "not a video",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=short",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks",
    "http://files.example.com/install.mp4",
    "https://files.example.com/install.mov",
    "javascript:alert(1)//.mp4",
    "//files.example.com/install.mp4",
    "/../secret.mp4",
  ])("refuses %j", (text) => {
    expect(parseVideoSource(text)).toBeNull();
  });

  it("links to the video's own page and embeds the privacy-friendly players", () => {
    expect(videoLink({ kind: "youtube", id: "dQw4w9WgXcQ" })).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(videoEmbedUrl({ kind: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl({ kind: "vimeo", id: "76979871", hash: "8272103f6e" })).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e",
    );
    expect(videoEmbedUrl({ kind: "mp4", url: "/videos/a.mp4" })).toBeNull();
  });
});
