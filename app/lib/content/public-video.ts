// A stored video as a page shows it, worked out in the loader so that the page's script carries no address rules:
// the link of the play control (the video's own page, or the MP4 file) and the player to load on play. The poster's
// sizes are read off its address on the page (uploadPicture), so they are not sent twice.
import type { SiteVideo } from "~/lib/schemas/site-videos";
import { videoEmbedUrl, videoLink } from "./video-source";

export interface PublicVideo {
  title: string;
  caption: string | null;
  /** Where the play control goes without scripts; an MP4 also plays from here. */
  href: string;
  /** The YouTube or Vimeo player loaded after a press of play; null for an MP4. */
  embedUrl: string | null;
  /** The poster's address: an upload, or any image address. */
  poster: string;
}

export function publicVideo(video: SiteVideo): PublicVideo {
  return {
    title: video.title,
    caption: video.caption ?? null,
    href: videoLink(video.source),
    embedUrl: videoEmbedUrl(video.source),
    poster: video.poster,
  };
}

/** The videos of the given places that staff have set, in that order, as pages show them. */
export function publicVideos(videos: readonly (SiteVideo | null)[]): PublicVideo[] {
  return videos.flatMap((video) => (video ? [publicVideo(video)] : []));
}
