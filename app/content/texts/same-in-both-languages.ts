// Texts that are rightly the same in English and Spanish: names (the company's, the manufacturers', the models'),
// figures and units the site states as they are (7-14 days, 25+ years, 4.9/5) and words Spanish speakers in Florida
// use as they are. texts.test.ts accepts a Spanish text equal to its English one only when it is listed here, and
// the untranslated-page test does not count these as English sentences.
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set<string>([
  // Figures and units
  "7-14 days",
  "25+",
  "4.9/5",
  "%",
  "$",
  "APR",
  "Error 404",
  // Names
  "Latham",
  "San Juan",
  "San Juan Pools",
  // The state, as structured data names the area served
  "Florida",
  // Part of a product line's name, "Premier Above Ground Pools"
  "Above Ground Pools",
  "Email",
  "Total",
  "No",
  "PDF",
  // "color" is the Spanish word too
  "{count} color",
  // Words Spanish speakers in Florida use as they are
  "Blog",
  "Legal",
  "Zelle",
  "Gelcoat",
  // A pool plan's marks: the spa, north (norte), and the spa-and-pool model Florida sellers call a spool
  "SPA",
  "N",
  "Spool",
]);
