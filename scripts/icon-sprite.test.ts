import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spriteIconId } from "../app/components/sprite-icon-id";
import { SPRITE_ICONS } from "../app/components/sprite-icons";
import { SPRITE_FILE, buildIconSprite } from "./icon-sprite";

const APP = path.resolve(import.meta.dirname, "../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Lucide icons a file imports: any of them may reach SpriteIcon, directly or through a content list. */
function lucideImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!.trim()),
  );
}

describe("icon sprite", () => {
  it("is the sprite the generator draws from the listed icons (run `npx tsx scripts/icon-sprite.ts`)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite(SPRITE_ICONS));
  });

  it("has a symbol for every lucide icon of a file that draws icons through SpriteIcon or of a content list", async () => {
    const lucide = (await import("lucide-react")) as unknown as Record<string, Parameters<typeof spriteIconId>[0]>;
    const listed = new Set(SPRITE_ICONS.map(spriteIconId));
    const missing = new Set<string>();
    for (const file of sourceFiles(APP)) {
      const source = readFileSync(file, "utf8");
      const drawsSprites = source.includes("<SpriteIcon") || file.startsWith(path.join(APP, "content") + path.sep);
      if (!drawsSprites) continue;
      for (const name of lucideImports(source)) {
        const icon = lucide[name];
        if (icon && !listed.has(spriteIconId(icon))) missing.add(`${name} (${path.relative(APP, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
