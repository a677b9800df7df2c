// Copy of the design service page (/design). Prices come from ~/lib/catalogue/pricing,
// shapes and counts from the catalogue, finishes from the colour table.

/** What each shape in the catalogue is good for; shapes not listed get a generic line. */
export const SHAPE_NOTES: Readonly<Record<string, string>> = {
  Rectangle: "Clean, modern lines that make the most of a rectangular yard. Good for laps, games and automatic covers.",
  Freeform: "Soft curves that blend with tropical landscaping, with steps and benches where they feel natural.",
  "Rectangle, built-in spa":
    "A contemporary pool with a spa molded into the same shell, sharing the equipment and the view.",
  "Freeform, built-in spa": "Curves and a built-in spa for warm water in winter and a resort feel all year.",
  Plunge: "Compact footprints with seating all around: cool off, relax and use jets, even in a small yard.",
  Kidney: "A classic curved outline that fits around patios and corners.",
  Lap: "Long and narrow for swimming laps and exercise at home.",
  Spool: "A small pool with spa features: heat it in winter, cool off in it in summer.",
};

export const SHAPE_FALLBACK_NOTE = "A distinctive outline from our manufacturers' current collections.";

export const DESIGN_FEATURES: readonly { title: string; text: string }[] = [
  { title: "Tanning ledge", text: "A few inches of water for lounge chairs and safe splashing for little ones." },
  { title: "Built-in spa or jets", text: "Warm water in winter, therapy jets and a place to unwind." },
  { title: "LED lighting", text: "Color-changing lights for evening swims and safer steps." },
  { title: "Bubblers and deck jets", text: "The sound of moving water and a resort look." },
  { title: "Heating", text: "A heat pump, solar or gas heater sized to your pool and region." },
  { title: "Salt system and automation", text: "Steady chlorine from salt, and your pool run from your phone." },
  { title: "Decking and coping", text: "Pavers, travertine or concrete in colors that suit your home." },
  { title: "Screen enclosure", text: "Fewer leaves and insects, planned with the pool from the start." },
];

export const DESIGN_PROCESS: readonly { title: string; text: string }[] = [
  {
    title: "Tell us about your yard",
    text: "Request a free estimate with your ideas, budget range and timeline. A specialist replies within 24 hours.",
  },
  {
    title: "Site visit and measurements",
    text: "We measure the yard, check access, setbacks, utilities and drainage, and note where the sun falls.",
  },
  {
    title: "3D design consultation",
    text: "Your designer places your chosen models on your site plan and shows them in a 3D view of your yard, with finishes, decking and features, so you can compare before you decide.",
  },
  {
    title: "Written estimate",
    text: "Every item of the design priced in writing: the pool package, size, finishes, features and site work.",
  },
  {
    title: "Permits and installation",
    text: "We prepare the permit and HOA paperwork, then install your pool in about two weeks on site.",
  },
];
