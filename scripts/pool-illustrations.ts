// Writes app/assets/resurfacing/*.svg: the resurfacing page's before/after drawings as image files, drawn
// by PoolIllustrationDrawing, so the page links one cacheable picture instead of copying the SVG into its
// HTML (decision 022).
//   npx tsx scripts/pool-illustrations.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  DAMAGES,
  FINISHES,
  type PoolIllustrationProps,
  PoolIllustrationDrawing,
} from "../app/components/resurfacing/pool-illustration-drawing";

export const ILLUSTRATION_DIR = fileURLToPath(new URL("../app/assets/resurfacing/", import.meta.url));

type Drawing = Required<Pick<PoolIllustrationProps, "state" | "damage" | "finish">>;

export const DRAWINGS: readonly Drawing[] = (["before", "after"] as const).flatMap((state) =>
  DAMAGES.flatMap((damage) => FINISHES.map((finish) => ({ state, damage, finish }))),
);

export const drawingFile = ({ state, damage, finish }: Drawing) => `${state}-${damage}-${finish}.svg`;

/** A standalone SVG file of one drawing. */
export function drawIllustration(drawing: Drawing): string {
  const svg = renderToStaticMarkup(createElement(PoolIllustrationDrawing, drawing));
  return `${svg.replace(/^<svg aria-hidden="true"/, '<svg xmlns="http://www.w3.org/2000/svg"').replace(' class=""', "")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const drawing of DRAWINGS) writeFileSync(ILLUSTRATION_DIR + drawingFile(drawing), drawIllustration(drawing));
  console.log(`wrote ${DRAWINGS.length} drawings to ${ILLUSTRATION_DIR}`);
}
