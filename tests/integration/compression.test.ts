import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";
import { rawAnswer } from "../support/http.ts";

// Pages rendered for each request (the shared test app runs without the response cache) are compressed as they
// stream. Each Brotli stream holds its window in memory while the page renders: server/app.ts asks for 256 KB
// instead of Brotli's 4 MB, which no page needs (the page-weight budget is 100 KB of HTML).

/**
 * The window a Brotli stream declares in its first bits (RFC 7932, 9.1): 0 → 16; 1 and three bits n ≠ 0 → 17 + n;
 * 1, 000 and three bits m ≠ 0 → 8 + m.
 */
function brotliWindowBits(stream: Buffer): number {
  const bits = stream[0]!;
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 0b111;
  if (n !== 0) return 17 + n;
  return 8 + ((bits >> 4) & 0b111);
}

describe("compressed pages", () => {
  it("stream with a 256 KB Brotli window and decode to the whole page", async () => {
    const { baseUrl } = await getTestApp();
    for (const path of ["/", "/pools"]) {
      const { encoding, body } = await rawAnswer(baseUrl, path, "br");
      expect(encoding).toBe("br");
      expect(brotliWindowBits(body)).toBe(18);
      const html = brotliDecompressSync(body).toString("utf8");
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(html.trimEnd().endsWith("</html>")).toBe(true);
    }
  });
});
