import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "../app/components/sprite-icon-names";
import {
  ALL_ICONS_FILE,
  ICONS_DIR,
  ICON_UTILITIES_FILE,
  buildAllIconsSource,
  buildIconFiles,
  buildIconUtilities,
  fileId,
} from "./icon-sprite";

// Every SpriteIcon names its icon with the SpriteIconName type, so the compiler checks each use against the list.
describe("icon files", () => {
  it("are the files the generator draws from the listed icons, and no others (run `npx tsx scripts/icon-sprite.ts`)", () => {
    const expected = buildIconFiles(SPRITE_ICON_NAMES);
    expect(readdirSync(ICONS_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(path.join(ICONS_DIR, name), "utf8")).toBe(text);
    expect(readFileSync(ICON_UTILITIES_FILE, "utf8")).toBe(buildIconUtilities(SPRITE_ICON_NAMES));
    expect(readFileSync(ALL_ICONS_FILE, "utf8")).toBe(buildAllIconsSource(SPRITE_ICON_NAMES));
  });

  it("draws each icon alone on a 24 × 24 square, in the file its utility points at", () => {
    const files = buildIconFiles(["Phone", "MapPin"]);
    expect([...files.keys()]).toEqual(["a.svg", "b.svg"]);
    expect(files.get("a.svg")).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" /);
    expect(files.get("a.svg")).toContain('<path d="M20 10c0 4.993');
    const utilities = buildIconUtilities(["Phone", "MapPin"]);
    expect(utilities).toContain('@utility icon-MapPin {\n  --icon: url("../assets/icons/a.svg");');
    expect(utilities).toContain('@utility icon-Phone {\n  --icon: url("../assets/icons/b.svg");');
  });

  it("names the files with one or two lower-case letters, each once", () => {
    const ids = Array.from({ length: 200 }, (_, index) => fileId(index));
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => /^[a-z]{1,2}$/.test(id))).toBe(true);
  });

  it("refuses a name that is not a lucide icon's canonical one", () => {
    expect(() => buildIconFiles(["CheckCircle2"])).toThrow("CheckCircle2");
    expect(() => buildIconFiles(["NoSuchIcon"])).toThrow("NoSuchIcon");
  });
});
