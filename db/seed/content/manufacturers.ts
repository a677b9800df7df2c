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
    descriptionEs: [
      "Latham diseña y fabrica piscinas residenciales desde 1956 y vende sus cascos de fibra de vidrio a través de instaladores locales, entre ellos constructores de Florida que trabajan alrededor de lanais y jaulas de piscina.",
      "Instalación con su constructor local - Cada casco se fabrica en una planta de Latham en unas tres o cuatro semanas y luego viaja en camión hasta el constructor local, que excava, coloca y rellena la piscina.",
      "Amplio catálogo de fibra de vidrio - Latham informó más de 150 modelos y estilos de fibra de vidrio en 2018. La línea actual va desde piscinas pequeñas Milan de 8 x 14 pies hasta piscinas familiares de 16 x 40 pies.",
      "Familias de tamaños - Muchos diseños vienen en anchos de 12, 14 y 16 pies (Corinthian, Olympia, Astoria, Bermuda) o en varios largos para piscinas pequeñas (Milan, Enchantment).",
      "Spas y repisas a juego - Se venden spas y repisas para tomar el sol de fibra de vidrio, pensados para combinar con los cascos.",
      "Producción en aumento - En 2023 abrieron nuevas plantas de fibra de vidrio en Loyalist Township (cerca de Kingston), Ontario, y en Seminole, Oklahoma.",
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
    descriptionEs: [
      "San Juan fabrica piscinas de fibra de vidrio de una sola pieza desde 1958, en su planta principal de Lakeland, Florida.",
      "Laminado colocado a mano - Los cascos se hacen con capas de tela de fibra de vidrio tejida colocadas a mano, no con fibra picada rociada, con al menos cinco capas por casco.",
      "Éster vinílico en todo el casco - Se usa resina de éster vinílico de grado marino en todo el laminado, no solo en la capa de barrera detrás del gel coat.",
      "Acabado de gel coat grueso - El acabado es un gel coat de 32 milésimas, aplicado en dos capas de 16 milésimas de gel coat isoftálico.",
      "Asientos en todos los modelos - Todos los diseños incluyen escalones y bancos moldeados; muchos agregan repisas para tomar el sol o repisas Baja.",
      "Gran catálogo hecho en Florida - Más de 100 formas y tamaños se fabrican en la planta de Lakeland, desde una piscina pequeña de 8 x 14 pies hasta modelos de forma libre y rectangulares de 45 pies.",
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
    descriptionEs: [
      "Nuestra línea de piscinas sobre el suelo es una forma económica de tener una piscina familiar en un patio de Florida, con tres series para elegir.",
      "Paredes de resina o de acero - Elija una construcción de resina resistente a la corrosión o una pared de acero galvanizado con barandas y molduras de resina, ambas hechas para la humedad de Florida.",
      "Instalación rápida - La mayoría de las piscinas sobre el suelo se arman, nivelan y llenan en 1 o 2 días sobre un terreno preparado.",
      "Garantías por serie - La cobertura depende de la serie que elija: 20, 15 y 25 años de garantía en las tres series.",
      "Dos alturas de pared - Las paredes vienen en alturas de 52 y 48 pulgadas, según el aspecto de su patio y quién vaya a nadar.",
      "Precios económicos - Los paquetes empiezan en $1,899, con escaleras, filtración e instalación cotizadas desde el principio.",
    ].join("\n"),
    logo: "/images/brands/above-ground.svg",
    iconLogo: "☀️",
    enabled: true,
    website: null,
    displayOrder: 3,
  },
];
