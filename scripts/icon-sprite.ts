// Writes app/assets/icons.svg: one <symbol> per icon of app/components/sprite-icon-names.ts, drawn by lucide-react
// itself, so SpriteIcon shows exactly what the inline lucide icon showed (decision 022).
//   npx tsx scripts/icon-sprite.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_ICON_NAMES } from "../app/components/sprite-icon-names";

export const SPRITE_FILE = fileURLToPath(new URL("../app/assets/icons.svg", import.meta.url));

/** The sprite's text: lucide's paths of each named icon inside a symbol with lucide's own stroke attributes. */
export function buildIconSprite(names: readonly string[]): string {
  const symbols: string[] = [];
  for (const id of new Set(names)) {
    const icon = (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[id];
    if (!icon || icon.displayName !== id) throw new Error(`${id}: not a lucide icon's canonical name`);
    const svg = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (inner === undefined) throw new Error(`icon ${id}: unexpected markup`);
    symbols.push(
      `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`,
    );
  }
  symbols.sort();
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SPRITE_FILE, buildIconSprite(SPRITE_ICON_NAMES));
  console.log(`wrote ${SPRITE_FILE}`);
}
