import type { SeedPoolColor } from "./types.ts";

/**
 * Finish colours. `colorHex` and the gradient describe how the WATER looks over the finish
 * in Florida sun, not the colour of the dry shell.
 *
 * Latham: the Crystal and Classic collections Latham offers.
 * San Juan: four generic names we use for common gel coat looks; they are NOT San Juan's
 * official colour names. Staff should replace them with the manufacturer's current chart.
 */
export const poolColors: SeedPoolColor[] = [
  // Latham Crystal collection
  {
    manufacturer: "Latham",
    colorName: "Sapphire Blue",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#1F6FB5",
    gradientFrom: "#3A8FD6",
    gradientTo: "#124C86",
    description: "A rich medium blue that turns the water a bright, classic sapphire with a shimmer in direct sun.",
  },
  {
    manufacturer: "Latham",
    colorName: "Ocean Blue",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#2389B8",
    gradientFrom: "#4FB3DA",
    gradientTo: "#176690",
    description: "A lighter blue that gives the water an open-ocean look, lively at midday and calm at dusk.",
  },
  {
    manufacturer: "Latham",
    colorName: "Night Sky",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#1A3557",
    gradientFrom: "#2D5A86",
    gradientTo: "#0D1E33",
    description:
      "A deep navy finish that makes the water look dark and dramatic and helps it hold a little more of the sun's warmth.",
  },
  {
    manufacturer: "Latham",
    colorName: "Shale Gray",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#3C8A94",
    gradientFrom: "#63AEB5",
    gradientTo: "#2A646D",
    description:
      "A modern gray finish that gives the water a cool blue-green tone suited to contemporary homes and pavers.",
  },
  {
    manufacturer: "Latham",
    colorName: "Coastal Bronze",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#3F8578",
    gradientFrom: "#6AAA8F",
    gradientTo: "#2B5E55",
    description:
      "A warm bronze finish that makes the water look like a natural lagoon, with soft green and gold hints.",
  },
  {
    manufacturer: "Latham",
    colorName: "Pearl White",
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#5CC8DC",
    gradientFrom: "#A4E6F0",
    gradientTo: "#34A5BE",
    description: "A bright white finish that gives the water the light aqua look of a Caribbean shallow.",
  },
  // Latham Classic collection
  {
    manufacturer: "Latham",
    colorName: "Sapphire Blue",
    colorSeries: "Classic",
    colorType: "Classic gelcoat",
    colorHex: "#2068AA",
    gradientFrom: "#3884C6",
    gradientTo: "#15497D",
    description: "The Classic version of Sapphire Blue, a smooth solid finish for a clean, timeless blue pool.",
  },
  {
    manufacturer: "Latham",
    colorName: "Ocean Blue",
    colorSeries: "Classic",
    colorType: "Classic gelcoat",
    colorHex: "#2A84B0",
    gradientFrom: "#4DA6CF",
    gradientTo: "#1C6389",
    description:
      "The Classic version of Ocean Blue, a solid lighter blue that keeps the water looking fresh and inviting.",
  },
  {
    manufacturer: "Latham",
    colorName: "Night Sky",
    colorSeries: "Classic",
    colorType: "Classic gelcoat",
    colorHex: "#1D3350",
    gradientFrom: "#2F547C",
    gradientTo: "#101F33",
    description: "The Classic version of Night Sky, a solid dark blue for a bold, reflective surface.",
  },
  // San Juan: generic names, not official colour names
  {
    manufacturer: "San Juan",
    colorName: "Caribbean Blue",
    colorSeries: "Gelcoat Colors",
    colorType: "Gelcoat",
    colorHex: "#3FB6D3",
    gradientFrom: "#7FD6E8",
    gradientTo: "#2490AE",
    description:
      "A light blue gel coat look that gives the water a bright tropical tone; ask us for San Juan's current color chart.",
  },
  {
    manufacturer: "San Juan",
    colorName: "Deep Blue",
    colorSeries: "Gelcoat Colors",
    colorType: "Gelcoat",
    colorHex: "#1C5C98",
    gradientFrom: "#3479B8",
    gradientTo: "#113F6B",
    description:
      "A darker blue gel coat look for water with a rich, deep-ocean color; ask us for San Juan's current color chart.",
  },
  {
    manufacturer: "San Juan",
    colorName: "Silver Gray",
    colorSeries: "Gelcoat Colors",
    colorType: "Gelcoat",
    colorHex: "#4A94A0",
    gradientFrom: "#77B5BD",
    gradientTo: "#336E78",
    description:
      "A gray gel coat look that makes the water read as a soft teal; ask us for San Juan's current color chart.",
  },
  {
    manufacturer: "San Juan",
    colorName: "Sandstone Tan",
    colorSeries: "Gelcoat Colors",
    colorType: "Gelcoat",
    colorHex: "#4E9C8A",
    gradientFrom: "#7DBBA4",
    gradientTo: "#357565",
    description:
      "A sandy tan gel coat look that gives the water a natural green-blue, beach-like color; ask us for San Juan's current color chart.",
  },
];
