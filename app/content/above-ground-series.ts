// The above-ground pools page and its constants:
// three fixed series, 'Starting at $1,899', 1-2 day installation, series
// warranties of 20, 15 and 25 years, wall heights of 52 and 48 inches.

export const ABOVE_GROUND_STARTING_PRICE = 1_899;
export const ABOVE_GROUND_INSTALL_DAYS = "1-2 day";

export interface AboveGroundSeries {
  name: string;
  description: string;
  shapes: readonly string[];
  sizes: readonly string[];
  features: readonly string[];
  warrantyYears: number;
  wallHeightInches: number;
}

export const aboveGroundSeries: readonly AboveGroundSeries[] = [
  {
    name: "Coastal Steel Series",
    description:
      "A galvanized steel wall with resin top rails and trim: a sturdy, good-looking family pool built to handle Florida humidity.",
    shapes: ["Round", "Oval"],
    sizes: ["15' round", "18' round", "21' round", "24' round", "12' x 24' oval", "15' x 30' oval"],
    features: ["Galvanized steel wall", "Resin top rails and trim", "Sand filter and pump package", "Wide top ledge"],
    warrantyYears: 20,
    wallHeightInches: 52,
  },
  {
    name: "Family Value Series",
    description:
      "Our most affordable way into a backyard pool, with a lower wall that is easy for younger swimmers to enjoy.",
    shapes: ["Round", "Oval"],
    sizes: ["15' round", "18' round", "21' round", "24' round", "12' x 24' oval"],
    features: ["Steel wall with resin trim", "Cartridge filter package", "Entry ladder included", "Lower 48-inch wall"],
    warrantyYears: 15,
    wallHeightInches: 48,
  },
  {
    name: "Premier Resin Series",
    description:
      "All-resin construction that will not rust or corrode, with our longest warranty: the premium above-ground choice for coastal yards.",
    shapes: ["Round", "Oval"],
    sizes: ["18' round", "21' round", "24' round", "27' round", "15' x 30' oval", "18' x 33' oval"],
    features: [
      "Corrosion-free resin wall",
      "Resin top rails, uprights and trim",
      "High-flow filtration",
      "LED light option",
    ],
    warrantyYears: 25,
    wallHeightInches: 52,
  },
];

export const aboveGroundIncluded: readonly string[] = [
  "Site survey and leveling of the pool base",
  "Pool wall, frame, top rails and trim",
  "Liner installed and fitted",
  "Filter, pump and hoses",
  "Entry ladder or steps",
  "Setup, first fill and a walkthrough of your equipment",
];
