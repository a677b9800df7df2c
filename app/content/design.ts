// Copy of the design service page (/design). Prices come from ~/lib/catalogue/pricing,
// shapes and counts from the catalogue, finishes from the colour table.

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
