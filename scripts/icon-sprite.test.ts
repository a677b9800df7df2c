import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "../app/components/sprite-icon-names";
import { SPRITE_FILE, buildIconSprite } from "./icon-sprite";

// Every SpriteIcon names its icon with the SpriteIconName type, so the compiler checks each use against the list.
describe("icon sprite", () => {
  it("is the sprite the generator draws from the listed icons (run `npx tsx scripts/icon-sprite.ts`)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite(SPRITE_ICON_NAMES));
  });

  it("refuses a name that is not a lucide icon's canonical one", () => {
    expect(() => buildIconSprite(["CheckCircle2"])).toThrow("CheckCircle2");
    expect(() => buildIconSprite(["NoSuchIcon"])).toThrow("NoSuchIcon");
  });
});
