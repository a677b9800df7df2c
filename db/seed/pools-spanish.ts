// The seeded pools in Spanish: the description written from the same figures as the English one, and each feature
// of the pool data in the words the Spanish site uses ("parte honda", "banca", "repisa para tomar el sol"). A model
// whose features are not all here keeps its English features on the Spanish page, marked as English.
import { formatFeetInches, formatThousands } from "../../app/lib/catalogue/pool-display.ts";
import { formatAndList } from "../../app/lib/text/plain-format.ts";

/** What the Spanish words are written from: a model of the pool data (db/seed/pools.ts). */
interface PoolFigures {
  model: string;
  manufacturer: string;
  shape: string;
  shallowDepthFt: number | null;
  deepDepthFt: number;
  gallons: number;
  features: string[];
}

/** Each feature the pool data names, in Spanish. */
export const FEATURES_ES: Readonly<Record<string, string>> = {
  "built-in entry steps and bench": "escalones de entrada y banca integrados",
  "built-in steps and benches": "escalones y bancas integrados",
  "deep end of 7 ft or more": "parte honda de 7 pies o más",
  "deep end of about 8 ft": "parte honda de unos 8 pies",
  "shallow throughout (about 4 ft max or less)": "poco profunda en toda su extensión (unos 4 pies como máximo)",
  "constant depth throughout": "la misma profundidad de punta a punta",
  "no deep end (5 ft max or less)": "sin parte honda (5 pies como máximo)",
  "compact footprint": "tamaño compacto",
  "optional add-on side tanning ledge": "repisa lateral para tomar el sol opcional",
  "tanning ledge": "repisa para tomar el sol",
  "tanning shelves and lounging areas in the corners":
    "repisas para tomar el sol y zonas para descansar en las esquinas",
  "attached spa": "spa integrado",
  "narrow 8 ft width": "ancho estrecho de 8 pies",
  "lap-style 8.5 ft width": "ancho de 8.5 pies, al estilo de una piscina de nado",
  "shallow-end bench": "banca en la parte baja",
  "curved entry steps": "escalones de entrada curvos",
};

/** The pool data's shapes as the Spanish description says them ("una piscina de fibra de vidrio rectangular"). */
const SHAPES_ES: Readonly<Record<string, string>> = {
  Rectangle: "rectangular",
  "Rectangle, built-in spa": "rectangular con spa integrado",
  Freeform: "de forma libre",
  "Freeform, built-in spa": "de forma libre con spa integrado",
  Kidney: "en forma de riñón",
  Plunge: "de inmersión (plunge)",
  Lap: "de nado",
  Spool: "spool (piscina y spa)",
};

/** The pool's features in Spanish, or none when one of them has no Spanish words yet. */
export function featuresInSpanish(pool: PoolFigures): string[] {
  const spanish = pool.features.map((feature) => FEATURES_ES[feature]);
  return spanish.every((feature) => feature !== undefined) ? (spanish as string[]) : [];
}

/** "El modelo Apollo 14 es una piscina de fibra de vidrio rectangular de Latham, de 13'10" x 32', ..." */
export function describeInSpanish(pool: PoolFigures, dimensions: string): string | null {
  const shape = SHAPES_ES[pool.shape];
  const features = featuresInSpanish(pool);
  if (!shape || features.length !== pool.features.length) return null;
  const depth =
    pool.shallowDepthFt === null
      ? `una profundidad máxima de ${formatFeetInches(pool.deepDepthFt)}`
      : pool.shallowDepthFt === pool.deepDepthFt
        ? `una profundidad constante de ${formatFeetInches(pool.deepDepthFt)}`
        : `una profundidad de ${formatFeetInches(pool.shallowDepthFt)} a ${formatFeetInches(pool.deepDepthFt)}`;
  const included = features.length ? ` Incluye ${formatAndList(features, "es")}.` : "";
  return (
    `El modelo ${pool.model} es una piscina de fibra de vidrio ${shape} de ${pool.manufacturer}, ` +
    `de ${dimensions}, con ${depth} y unos ${formatThousands(pool.gallons)} galones.` +
    included
  );
}
