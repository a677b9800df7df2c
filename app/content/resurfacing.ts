// Constants of the resurfacing page (its words are in app/content/texts/resurfacing.server.ts, in the order of the
// lists here). Every /estimate link of the page is built here
// with resurfacingEstimateHref, so each carries exactly its service, source,
// sourcePage=resurfacing and interest=pool-resurfacing.
import type { VideoSlotId } from "~/lib/content/video-slots";
import { type ResurfacingService, resurfacingEstimateHref } from "~/lib/leads/estimate-links";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const RESURFACING_PATH = "/resurfacing";

/** The page's headline figures, the same in every language (the sentences stating the others are texts). */
export const RESURFACING_STATS = { pools: "500+", satisfaction: "98%", response: "24 h" } as const;

/** Where each estimate link sits on the page (the `source` parameter). */
export type ResurfacingSource =
  | "hero"
  | "problem-identification"
  | "video"
  | "services-cta"
  | "epoxy"
  | "complete"
  | "repair"
  | "process"
  | "gallery"
  | "restoration-video"
  | "faq"
  | "cta";

const SERVICE_OF_SOURCE: Partial<Record<ResurfacingSource, ResurfacingService>> = {
  epoxy: "epoxy-resurfacing",
  complete: "complete-resurfacing",
  repair: "crack-repair",
};

/** The /estimate link of one place on the page; service cards name their service, the rest 'resurfacing'. */
export function resurfacingLink(source: ResurfacingSource): string {
  return resurfacingEstimateHref(source, SERVICE_OF_SOURCE[source] ?? "resurfacing");
}

/** The warning signs' icons, in the order of their texts. */
export const WARNING_SIGN_ICONS: readonly SpriteIconName[] = [
  "Palette",
  "Zap",
  "Droplets",
  "Sparkles",
  "WavesHorizontal",
  "Clock",
];

/** Each place for a video on the page (/admin/videos) and the estimate link under it (its words are texts). */
export const RESURFACING_VIDEO_PLACES = [
  { slot: "resurfacing-first", source: "video" },
  { slot: "resurfacing-second", source: "restoration-video" },
] as const satisfies readonly { slot: VideoSlotId; source: ResurfacingSource }[];

/** While no video is set: no play button, a plain link to the steps in words. */
export const RESURFACING_NO_VIDEOS_HREF = "#process";

/** The service cards, in the order of their texts. */
export const SERVICE_CARDS: readonly {
  source: "epoxy" | "complete" | "repair";
  icon: SpriteIconName;
  mostPopular: boolean;
}[] = [
  { source: "epoxy", icon: "PaintRoller", mostPopular: false },
  { source: "complete", icon: "Sparkles", mostPopular: true },
  { source: "repair", icon: "Wrench", mostPopular: false },
];

/** The gallery's drawings, in the order of their texts: the damage shown and the colour of the new finish. */
export const GALLERY: readonly { damage: "fade" | "cracks" | "blisters"; finish: "sapphire" | "aqua" | "midnight" }[] =
  [
    { damage: "fade", finish: "midnight" },
    { damage: "cracks", finish: "sapphire" },
    { damage: "blisters", finish: "aqua" },
  ];

/** The reasons' icons, in the order of their texts. */
export const RESURFACING_REASON_ICONS: readonly SpriteIconName[] = ["Timer", "ShieldCheck", "BadgeCheck", "Search"];
