// The above-ground pools page's figures: three fixed series, 'Starting at $1,899', 1-2 day installation, series
// warranties of 20, 15 and 25 years, wall heights of 52 and 48 inches. Their words, in each language, are in
// app/content/texts/above-ground.server.ts under each series' id.

export const ABOVE_GROUND_STARTING_PRICE = 1_899;
/** Days from set-up to a filled pool, as a range. */
export const ABOVE_GROUND_INSTALL_DAYS = "1-2";

export const ABOVE_GROUND_SERIES_IDS = ["coastalSteel", "familyValue", "premierResin"] as const;
export type AboveGroundSeriesId = (typeof ABOVE_GROUND_SERIES_IDS)[number];

export interface AboveGroundSeries {
  id: AboveGroundSeriesId;
  name: string;
  warrantyYears: number;
  wallHeightInches: number;
}

export const aboveGroundSeries: readonly AboveGroundSeries[] = [
  { id: "coastalSteel", name: "Coastal Steel Series", warrantyYears: 20, wallHeightInches: 52 },
  { id: "familyValue", name: "Family Value Series", warrantyYears: 15, wallHeightInches: 48 },
  { id: "premierResin", name: "Premier Resin Series", warrantyYears: 25, wallHeightInches: 52 },
];
