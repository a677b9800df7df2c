// What staff paste as a video: a YouTube or Vimeo link or id, or the https address (or site path) of an MP4 file.
import { isSitePath } from "~/lib/http/site-path";
import type { VideoSource } from "./video-source";

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const VIMEO_ID = /^\d{5,12}$/;
export const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "www.youtube-nocookie.com", "youtu.be"];
const VIMEO_HOSTS = ["vimeo.com", "www.vimeo.com", "player.vimeo.com"];

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function youtubeIdOf(url: URL): string | undefined {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1];
  const watched = url.searchParams.get("v");
  if (url.pathname === "/watch" && watched) return watched;
  const [, section, id] = url.pathname.split("/");
  return section === "embed" || section === "shorts" || section === "live" ? id : undefined;
}

function vimeoSourceOf(url: URL): VideoSource | null {
  const parts = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "player.vimeo.com") {
    if (parts[0] !== "video" || !VIMEO_ID.test(parts[1] ?? "")) return null;
    const hash = url.searchParams.get("h");
    return { kind: "vimeo", id: parts[1]!, ...(hash && VIMEO_HASH.test(hash) ? { hash } : {}) };
  }
  // vimeo.com/123456789, or an unlisted video's vimeo.com/123456789/abcdef1234
  if (!VIMEO_ID.test(parts[0] ?? "") || parts.length > 2) return null;
  if (parts[1] !== undefined && !VIMEO_HASH.test(parts[1])) return null;
  return { kind: "vimeo", id: parts[0]!, ...(parts[1] ? { hash: parts[1] } : {}) };
}

function isMp4Address(text: string): boolean {
  if (isSitePath(text)) return /\.mp4$/i.test(text);
  const url = parseUrl(text);
  return url !== null && url.protocol === "https:" && !url.username && !url.password && /\.mp4$/i.test(url.pathname);
}

/** The video a pasted text names, or null when it is none of the three kinds. */
export function parseVideoSource(input: string): VideoSource | null {
  const text = input.trim();
  // A bare number is a Vimeo id; any other 11 characters of YouTube's alphabet, a YouTube id.
  if (VIMEO_ID.test(text)) return { kind: "vimeo", id: text };
  if (YOUTUBE_ID.test(text)) return { kind: "youtube", id: text };
  if (isMp4Address(text)) return { kind: "mp4", url: text };
  const url = parseUrl(text);
  if (!url || url.protocol !== "https:") return null;
  if (YOUTUBE_HOSTS.includes(url.hostname)) {
    const id = youtubeIdOf(url);
    return id && YOUTUBE_ID.test(id) ? { kind: "youtube", id } : null;
  }
  if (VIMEO_HOSTS.includes(url.hostname)) return vimeoSourceOf(url);
  return null;
}
