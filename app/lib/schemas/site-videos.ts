// The videos staff put on the public pages (/admin/videos), stored as one JSON value (site_settings "videos"):
// for each place, a video (YouTube, Vimeo, or an MP4: uploaded or by address) with its poster and title, or null.
// The same rules parse the posted form (flat fields "<place>.video" and so on) and the stored value.
import { VIDEO_SLOTS, VIDEO_SLOT_IDS, type VideoSlotId } from "~/lib/content/video-slots";
import { VIMEO_HASH, VIMEO_ID, YOUTUBE_ID, parseVideoSource } from "~/lib/content/video-address";
import { type VideoSource, videoLink } from "~/lib/content/video-source";
import { isImageAddress } from "./image-address";
import { cleanText, lineText } from "./text";
import { z } from "./zod";

export const VIDEO_ADDRESS_MESSAGE =
  "Paste a YouTube or Vimeo link (or its id), or upload an MP4 file or paste its https:// address";
export const POSTER_REQUIRED_MESSAGE = "Upload a poster image: visitors see it until they press play";
export const TITLE_REQUIRED_MESSAGE = "Enter the video's title: it names the play button";

const VideoSourceSchema: z.ZodType<VideoSource> = z.union([
  z.object({ kind: z.literal("youtube"), id: z.string().regex(YOUTUBE_ID) }),
  z.object({ kind: z.literal("vimeo"), id: z.string().regex(VIMEO_ID), hash: z.string().regex(VIMEO_HASH).optional() }),
  z.object({ kind: z.literal("mp4"), url: z.string().refine((url) => parseVideoSource(url)?.kind === "mp4") }),
]);

const posterAddress = cleanText(500, "The poster address is too long").refine(isImageAddress, POSTER_REQUIRED_MESSAGE);

const StoredVideoSchema = z.object({
  source: VideoSourceSchema,
  poster: posterAddress,
  title: lineText(100, "At most 100 characters").pipe(z.string().min(1)),
  caption: lineText(160, "At most 160 characters").optional(),
});
export type SiteVideo = z.infer<typeof StoredVideoSchema>;

export type SiteVideos = Record<VideoSlotId, SiteVideo | null>;

export const SiteVideosSchema = z.object(
  Object.fromEntries(VIDEO_SLOT_IDS.map((id) => [id, StoredVideoSchema.nullable().default(null)])) as Record<
    VideoSlotId,
    z.ZodDefault<z.ZodNullable<typeof StoredVideoSchema>>
  >,
) as unknown as z.ZodType<SiteVideos>;

/** A fresh install has no videos: each place shows its plain link until staff add a real one. */
export const DEFAULT_SITE_VIDEOS = Object.fromEntries(VIDEO_SLOT_IDS.map((id) => [id, null])) as SiteVideos;

export const VIDEO_FIELD_KEYS = ["video", "poster", "title", "caption"] as const;
export const videoFieldName = (slot: VideoSlotId, field: (typeof VIDEO_FIELD_KEYS)[number]) => `${slot}.${field}`;
export const SITE_VIDEOS_FORM_FIELDS: readonly string[] = VIDEO_SLOT_IDS.flatMap((slot) =>
  VIDEO_FIELD_KEYS.map((field) => videoFieldName(slot, field)),
);

const formText = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? "" : v), cleanText(max, `At most ${max} characters`));

/**
 * The form: a place whose video field is blank has no video (its other fields are ignored); a place with a video
 * needs a poster and a title.
 */
export const SiteVideosFormSchema = z
  .object(
    Object.fromEntries(
      VIDEO_SLOT_IDS.flatMap((slot) => [
        [videoFieldName(slot, "video"), formText(500)],
        [videoFieldName(slot, "poster"), formText(500)],
        [videoFieldName(slot, "title"), formText(100)],
        [videoFieldName(slot, "caption"), formText(160)],
      ]),
    ),
  )
  .superRefine((values, ctx) => {
    const read = values as Record<string, string>;
    for (const { id } of VIDEO_SLOTS) {
      const address = read[videoFieldName(id, "video")]!;
      if (!address) continue;
      const fail = (field: (typeof VIDEO_FIELD_KEYS)[number], message: string) =>
        ctx.addIssue({ code: "custom", message, path: [videoFieldName(id, field)] });
      if (!parseVideoSource(address)) fail("video", VIDEO_ADDRESS_MESSAGE);
      if (!isImageAddress(read[videoFieldName(id, "poster")]!)) fail("poster", POSTER_REQUIRED_MESSAGE);
      const title = read[videoFieldName(id, "title")]!;
      if (!title) fail("title", TITLE_REQUIRED_MESSAGE);
      else if (/[\r\n\t]/.test(title)) fail("title", "Keep the title on one line");
      if (/[\r\n\t]/.test(read[videoFieldName(id, "caption")]!)) fail("caption", "Keep the caption on one line");
    }
  })
  .transform((values): SiteVideos => {
    const read = values as Record<string, string>;
    return Object.fromEntries(
      VIDEO_SLOT_IDS.map((id) => {
        const source = parseVideoSource(read[videoFieldName(id, "video")]!);
        if (!source) return [id, null];
        const caption = read[videoFieldName(id, "caption")];
        return [
          id,
          {
            source,
            poster: read[videoFieldName(id, "poster")]!,
            title: read[videoFieldName(id, "title")]!,
            ...(caption ? { caption } : {}),
          },
        ];
      }),
    ) as SiteVideos;
  });

/** The form's text for the stored videos. */
export function siteVideosFormValues(videos: SiteVideos): Record<string, string> {
  const values: Record<string, string> = {};
  for (const id of VIDEO_SLOT_IDS) {
    const video = videos[id];
    values[videoFieldName(id, "video")] = video ? videoLink(video.source) : "";
    values[videoFieldName(id, "poster")] = video?.poster ?? "";
    values[videoFieldName(id, "title")] = video?.title ?? "";
    values[videoFieldName(id, "caption")] = video?.caption ?? "";
  }
  return values;
}
