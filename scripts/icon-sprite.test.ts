import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "../app/components/sprite-icon-names";
import {
  ALL_ICONS_FILE,
  ICON_UTILITIES_FILE,
  SPRITE_FILE,
  buildAllIconsSource,
  buildIconSprite,
  buildIconUtilities,
  viewId,
} from "./icon-sprite";

// Every SpriteIcon names its icon with the SpriteIconName type, so the compiler checks each use against the list.
describe("icon sprite", () => {
  it("is the sprite the generator draws from the listed icons (run `npx tsx scripts/icon-sprite.ts`)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite(SPRITE_ICON_NAMES));
    expect(readFileSync(ICON_UTILITIES_FILE, "utf8")).toBe(buildIconUtilities(SPRITE_ICON_NAMES));
    expect(readFileSync(ALL_ICONS_FILE, "utf8")).toBe(buildAllIconsSource(SPRITE_ICON_NAMES));
  });

  it("gives each icon a view of its own 24 × 24 square, which its utility points at", () => {
    const sprite = buildIconSprite(["Phone", "MapPin"]);
    expect(sprite).toContain('<view id="a" viewBox="0 0 24 24"/>');
    expect(sprite).toContain('<view id="b" viewBox="0 32 24 24"/>');
    const utilities = buildIconUtilities(["Phone", "MapPin"]);
    expect(utilities).toContain('@utility icon-MapPin {\n  --icon: url("../assets/icons.svg#a");');
    expect(utilities).toContain('@utility icon-Phone {\n  --icon: url("../assets/icons.svg#b");');
  });

  it("names the views with one or two letters, each once", () => {
    const ids = Array.from({ length: 200 }, (_, index) => viewId(index));
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => /^[a-zA-Z]{1,2}$/.test(id))).toBe(true);
  });

  it("refuses a name that is not a lucide icon's canonical one", () => {
    expect(() => buildIconSprite(["CheckCircle2"])).toThrow("CheckCircle2");
    expect(() => buildIconSprite(["NoSuchIcon"])).toThrow("NoSuchIcon");
  });
});
