import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRAWINGS, ILLUSTRATION_DIR, drawIllustration, drawingFile } from "./pool-illustrations";

describe("resurfacing drawings", () => {
  it.each(DRAWINGS.map((d) => [drawingFile(d), d] as const))(
    "%s is the drawing PoolIllustrationDrawing draws (run `npx tsx scripts/pool-illustrations.ts`)",
    (file, drawing) => {
      const svg = readFileSync(ILLUSTRATION_DIR + file, "utf8");
      expect(svg).toBe(drawIllustration(drawing));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 220"/);
    },
  );
});
