// A stored video as a page shows it, worked out in the loader so that the page's script carries no address rules:
// the link of the play control (the video's own page, or the MP4 file), the player to load on play, and the poster's
// sizes when it is an upload.
import { uploadPicture } from "./media/image-variants";
import type { SiteVideo } from "./schemas/site-videos";
import { videoEmbedUrl, videoLink } from "./video-source";

export interface PublicVideo {
  title: string;
  caption: string | null;
  /** Where the play control goes without scripts; an MP4 also plays from here. */
  href: string;
  /** The YouTube or Vimeo player loaded after a press of play; null for an MP4. */
  embedUrl: string | null;
  poster: { src: string; srcSet: string | null; width: number; height: number };
}

/** Posters are 16:9 stills; an address that does not say its size is drawn at that ratio. */
const POSTER_FALLBACK_SIZE = { width: 640, height: 360 };

export function publicVideo(video: SiteVideo): PublicVideo {
  const upload = uploadPicture(video.poster);
  return {
    title: video.title,
    caption: video.caption ?? null,
    href: videoLink(video.source),
    embedUrl: videoEmbedUrl(video.source),
    // WebP only: every browser the site supports shows it, and a second format would double the poster's markup.
    poster: upload
      ? {
          src: upload.src,
          srcSet: upload.sources.find((source) => source.type === "image/webp")?.srcSet ?? null,
          width: upload.width,
          height: upload.height,
        }
      : { src: video.poster, srcSet: null, ...POSTER_FALLBACK_SIZE },
  };
}

/** The videos of the given places that staff have set, in that order, as pages show them. */
export function publicVideos(videos: readonly (SiteVideo | null)[]): PublicVideo[] {
  return videos.flatMap((video) => (video ? [publicVideo(video)] : []));
}
