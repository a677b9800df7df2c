// The places on the public site where staff may put a video (/admin/videos). A place without a video shows
// no player and no play button, only a plain link to the same story in words.

export const VIDEO_SLOTS = [
  { id: "home-first", label: "Home page, first video" },
  { id: "home-second", label: "Home page, second video" },
  { id: "resurfacing-first", label: "Resurfacing page, first video" },
  { id: "resurfacing-second", label: "Resurfacing page, second video" },
  { id: "installation", label: "Installation page" },
  { id: "packages", label: "Packages page, beside the headline" },
] as const;

export type VideoSlotId = (typeof VIDEO_SLOTS)[number]["id"];

export const VIDEO_SLOT_IDS = VIDEO_SLOTS.map((slot) => slot.id) as readonly VideoSlotId[];
