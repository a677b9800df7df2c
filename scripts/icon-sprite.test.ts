import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "../app/lib/ui/sprite-icon-names";
import {
  ALL_ICONS_FILE,
  ICONS_DIR,
  ICON_UTILITIES_FILE,
  SPRITE_FILE,
  buildAllIconsSource,
  buildIconSprite,
  buildIconUtilities,
} from "./icon-sprite";

// Every SpriteIcon names its icon with the SpriteIconName type, so the compiler checks each use against the list.
describe("icon sprite", () => {
  it("is the image and utilities the generator draws from the listed icons (run `npx tsx scripts/icon-sprite.ts`)", () => {
    expect(readdirSync(ICONS_DIR)).toEqual(["sprite.svg"]);
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite(SPRITE_ICON_NAMES));
    expect(readFileSync(ICON_UTILITIES_FILE, "utf8")).toBe(buildIconUtilities(SPRITE_ICON_NAMES));
    expect(readFileSync(ALL_ICONS_FILE, "utf8")).toBe(buildAllIconsSource(SPRITE_ICON_NAMES));
  });

  it("draws each icon in its own 24 × 24 cell, 4 units from the next, in the order of the utilities", () => {
    const sprite = buildIconSprite(["Phone", "MapPin"]);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 52 24" /);
    const cells = [...sprite.matchAll(/<svg x="(\d+)" y="(\d+)" width="24" height="24">(.*?)<\/svg>/g)];
    expect(cells.map(([, x, y]) => [x, y])).toEqual([
      ["0", "0"],
      ["28", "0"],
    ]);
    expect(cells[0]![3]).toContain('<path d="M20 10c0 4.993');
  });

  it("points each utility at its cell: the first at 0 %, the last column and row at 100 %", () => {
    const names = Array.from({ length: 21 }, (_, index) => SPRITE_ICON_NAMES[index]!);
    const utilities = buildIconUtilities(names);
    // 10 columns and 3 rows of 28 units less the last gap: 276 × 80 units, 11.5 and 3.33 times a 24-unit cell.
    expect(utilities).toContain("--icon-grid: 1150% 333.333%;");
    const positions = [...utilities.matchAll(/--icon: (.*);/g)].map(([, position]) => position);
    expect(positions[0]).toBe("0% 0%");
    expect(positions[1]).toBe("11.111% 0%");
    expect(positions[9]).toBe("100% 0%");
    expect(positions[10]).toBe("0% 50%");
    expect(positions[20]).toBe("0% 100%");
  });

  it("refuses a name that is not a lucide icon's canonical one", () => {
    expect(() => buildIconSprite(["CheckCircle2"])).toThrow("CheckCircle2");
    expect(() => buildIconSprite(["NoSuchIcon"])).toThrow("NoSuchIcon");
  });
});
