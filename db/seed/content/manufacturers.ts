import type { SeedManufacturer } from "./types.ts";

/**
 * Manufacturer seed rows.
 *
 * `description` format (parsed by the manufacturer cards):
 * - line 1: a plain one-sentence summary; it contains no dash at all, so it is never read as a feature;
 * - every further line: one feature written "Title - detail", with exactly one " - " separator
 *   and a hyphen-free title.
 *
 * Latham and San Juan facts come from shared/data/manufacturers.json (features kept, titles
 * reworded only to keep them hyphen-free). Warranty terms are deliberately left out: the data
 * says they must be confirmed with each manufacturer before publishing.
 */
export const manufacturers: SeedManufacturer[] = [
  {
    name: "Latham",
    description: [
      "Latham has designed and built residential pools since 1956 and sells its fiberglass shells through local installing dealers, including Florida builders who work around lanais and pool cages.",
      "Local dealer installation - Each shell is built in a Latham plant in about three to four weeks, then trucked to the homeowner's local builder, who digs, sets and backfills the pool.",
      "Broad fiberglass catalog - Latham reported more than 150 fiberglass models and styles in 2018. Today's line runs from 8 x 14 ft Milan plunge pools to 16 x 40 ft family pools.",
      "Size families - Many designs come in 12, 14 and 16 ft widths (Corinthian, Olympia, Astoria, Bermuda) or in several plunge lengths (Milan, Enchantment).",
      "Matching spas and ledges - Separate fiberglass spas and tanning ledges are sold to pair with the pool shells.",
      "Growing production - New fiberglass plants opened in 2023 in Loyalist Township (near Kingston), Ontario and in Seminole, Oklahoma.",
    ].join("\n"),
    logo: "/images/brands/latham.svg",
    iconLogo: "🌊",
    enabled: true,
    website: "https://www.lathampool.com",
    displayOrder: 1,
  },
  {
    name: "San Juan",
    description: [
      "San Juan has made one piece fiberglass pools since 1958 and builds its shells at its main plant in Lakeland, Florida.",
      "Laminate laid by hand - Shells are built from layers of woven fiberglass sheet laid by hand, not sprayed chopped strand, with at least five layers per shell.",
      "Vinyl ester throughout - Marine-grade vinyl ester resin is used through the whole laminate, not only in the barrier coat behind the gel coat.",
      "Thick gel coat finish - The finish is a 32-mil gel coat, applied as two 16-mil coats of isophthalic gel coat.",
      "Seating on every model - All designs include molded steps and benches; many add tanning ledges or Baja shelves.",
      "Large Florida catalog - Over 100 shapes and sizes are built at the Lakeland plant, from an 8 x 14 ft plunge pool to 45 ft freeform and rectangular models.",
    ].join("\n"),
    logo: "/images/brands/san-juan.svg",
    iconLogo: "🏊",
    enabled: true,
    website: "https://www.sanjuanpools.com",
    displayOrder: 2,
  },
  {
    name: "Premier Above Ground Pools",
    description: [
      "Our above ground line is an affordable way to add a family pool to a Florida backyard, with three series to choose from.",
      "Resin and steel walls - Choose corrosion-resistant resin construction or a galvanized steel wall with resin top rails and trim, both built for Florida humidity.",
      "Fast installation - Most above-ground pools are set up, leveled and filled in 1-2 days on a prepared site.",
      "Series warranties - Coverage depends on the series you choose, with 20, 15 and 25 year warranties across the three series.",
      "Two wall heights - Walls come in 52 and 48 inch heights to suit the look of your yard and who will be swimming.",
      "Budget friendly pricing - Packages start at $1,899, with ladders, filtration and installation options quoted up front.",
    ].join("\n"),
    logo: "/images/brands/above-ground.svg",
    iconLogo: "☀️",
    enabled: true,
    website: null,
    displayOrder: 3,
  },
];
