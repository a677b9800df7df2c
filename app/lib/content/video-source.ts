// A video staff put on a page (a YouTube or Vimeo video, or an MP4 file) and the addresses a page needs for it.
// YouTube plays from youtube-nocookie.com, which sets no cookie until the visitor plays; Vimeo's player is told
// not to track (dnt=1). Both load only after the visitor presses play. What staff may paste is read by
// video-address.ts, kept apart so that pages do not carry the parser.

export type VideoSource =
  { kind: "youtube"; id: string } | { kind: "vimeo"; id: string; hash?: string } | { kind: "mp4"; url: string };

/**
 * The video's own address: what the staff form shows for a stored source, and where the play control goes
 * without scripts (the video's page on YouTube or Vimeo, or the MP4 file itself).
 */
export function videoLink(source: VideoSource): string {
  switch (source.kind) {
    case "youtube":
      return `https://www.youtube.com/watch?v=${source.id}`;
    case "vimeo":
      return `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ""}`;
    case "mp4":
      return source.url;
  }
}

/** The player to load after the visitor presses play (null for an MP4, which plays in a <video> element). */
export function videoEmbedUrl(source: VideoSource): string | null {
  switch (source.kind) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&rel=0`;
    case "vimeo":
      return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1${source.hash ? `&h=${source.hash}` : ""}`;
    case "mp4":
      return null;
  }
}
