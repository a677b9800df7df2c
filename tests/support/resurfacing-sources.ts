import type { ResurfacingSource } from "~/content/resurfacing";

/** Every place of the resurfacing page that links to the estimate form, each crediting itself as the source. */
export const RESURFACING_SOURCES: readonly ResurfacingSource[] = [
  "hero",
  "problem-identification",
  "services-cta",
  "epoxy",
  "complete",
  "repair",
  "process",
  "gallery",
  "faq",
  "cta",
];
